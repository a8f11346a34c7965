import { html } from '../html.ts';
import { localPath, type Lang } from '../lang.ts';
import { phrasebook } from './texts/phrasebook.ts';

/** The 404 page in the shopper's language (the URL's lang); its link home keeps it. */
export const notFoundPage = (lang: Lang = 'ru') => {
  const say = phrasebook(lang);
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <title>${say('Страница не найдена')} — ${say('СтройДом')}</title>
        <link rel="stylesheet" href="/assets/theme.css" />
      </head>
      <body>
        <main class="container">
          <h1>${say('Страница не найдена')}</h1>
          <p><a href="${localPath(lang, '/')}">${say('На главную')}</a></p>
        </main>
      </body>
    </html>`;
};
