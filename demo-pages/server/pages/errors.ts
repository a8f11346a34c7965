import { html } from '../html.ts';

export const notFoundPage = () =>
  html`<!doctype html>
    <html lang="ru">
      <head>
        <meta charset="utf-8" />
        <title>Страница не найдена — СтройДом</title>
        <link rel="stylesheet" href="/assets/theme.css" />
      </head>
      <body>
        <main class="container">
          <h1>Страница не найдена</h1>
          <p><a href="/">На главную</a></p>
        </main>
      </body>
    </html>`;
