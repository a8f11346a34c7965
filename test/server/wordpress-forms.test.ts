import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ENQUIRY_FORMS } from '../../demo-pages/server/form-fields.ts';
import { hasUzbek } from '../../demo-pages/server/pages/texts/phrasebook.ts';
import { ENQUIRY_TYPES } from '../../shared/contract/forms.ts';
import { wordpressForms, wordpressFormsMarkdown } from '../../scripts/build/wordpress-forms.ts';

/**
 * The WordPress plugin's forms.json (scripts/build/wordpress-forms.ts, written into the plugin by the build):
 * every enquiry of the contract with the store's own fields, in both languages, and the guide's list of them up
 * to date. The WordPress lane (test/wordpress/forms.spec.ts) sends each one the plugin writes to the store.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const forms = wordpressForms();

describe("[shop_form]'s fields (docs/cms/wordpress.md Forms)", () => {
  it("offers every enquiry of the contract with the store's fields, consent included where the store asks for it", () => {
    assert.deepEqual(Object.keys(forms.ru.forms).sort(), [...ENQUIRY_TYPES].sort());
    for (const type of ENQUIRY_TYPES) {
      const store = ENQUIRY_FORMS[type].fields.map((field) => [field.name, field.type, !!field.required]);
      for (const lang of ['ru', 'uz'] as const)
        assert.deepEqual(
          forms[lang].forms[type].fields.map((field) => [field.name, field.type, field.required]),
          store,
          `${type} in ${lang}`,
        );
    }
    assert.ok(forms.ru.forms['call-me'].fields.some((field) => field.name === 'agreement' && field.required));
  });

  it('tells every label, option and button in uz', () => {
    for (const form of Object.values(ENQUIRY_FORMS))
      for (const field of form.fields) {
        assert.ok(hasUzbek(field.label), `uz for "${field.label}"`);
        for (const [, text] of field.options ?? []) assert.ok(hasUzbek(text), `uz for "${text}"`);
      }
    assert.notEqual(forms.uz.submit, forms.ru.submit);
    assert.notEqual(forms.uz.choose, forms.ru.choose);
  });

  it("the guide's table is the one the build writes", () => {
    const guide = readFileSync(join(root, 'docs/cms/wordpress.md'), 'utf8');
    assert.ok(
      guide.includes(
        `<!-- wordpress-forms:start -->\n${wordpressFormsMarkdown()}\n<!-- wordpress-forms:end -->`,
      ),
      'run npm run build: docs/cms/wordpress.md lists other forms than the plugin writes',
    );
  });
});
