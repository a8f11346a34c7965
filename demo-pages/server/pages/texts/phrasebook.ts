import type { Lang } from '../../lang.ts';
import { ACCOUNT_UZ } from './account.ts';
import { CONTENT_UZ } from './content.ts';
import { FORMS_UZ } from './forms.ts';
import { SHOP_UZ } from './shop.ts';

/** Tells a page's Russian text in the language: ru as written, uz from the phrasebooks. */
export type Say = (ru: string) => string;

const UZ: Record<string, string> = { ...SHOP_UZ, ...ACCOUNT_UZ, ...CONTENT_UZ, ...FORMS_UZ };

const asWritten: Say = (ru) => ru;
// a phrase nobody translated stays Russian: the uz end-to-end test finds it on screen
const inUzbek: Say = (ru) => UZ[ru] ?? ru;

export const phrasebook = (lang: Lang): Say => (lang === 'uz' ? inUzbek : asWritten);

/** Whether the uz phrasebook has a text (the tests check the pages' phrases are all there). */
export const hasUzbek = (ru: string): boolean => ru in UZ;
