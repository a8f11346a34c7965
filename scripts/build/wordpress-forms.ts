import type { EnquiryType } from '../../shared/contract/forms.ts';
import { ENQUIRY_FORMS, type FieldDef } from '../../demo-pages/server/form-fields.ts';
import { AUTOCOMPLETE, productFieldOf } from '../../demo-pages/server/pages/forms-markup.ts';
import { montazhBanner } from '../../demo-pages/server/pages/montazh.ts';
import { phrasebook } from '../../demo-pages/server/pages/texts/phrasebook.ts';
import type { Lang } from '../../demo-pages/server/lang.ts';

/** One field as `[shop_form]` writes it (integrations/wordpress/shop-elements/includes/shortcodes.php). */
export interface PluginField {
  name: string;
  type: FieldDef['type'];
  label: string;
  required: boolean;
  autocomplete?: string;
  options?: [string, string][];
  min?: number;
  max?: number;
}

/** What the plugin needs in one language: the texts of its forms and each enquiry type's fields. */
export interface PluginForms {
  submit: string;
  choose: string;
  forms: Record<EnquiryType, { productField: string | null; fields: PluginField[] }>;
  /** `<shop-montazh-form>` with its two steps, as the reference store's installation page writes it */
  montazh: string;
}

const LANGS: Lang[] = ['ru', 'uz'];

/**
 * The plugin's forms.json: every enquiry form with the fields the store asks for (ENQUIRY_FORMS, the list the
 * reference store renders and checks), consent included, told in ru and uz by the store's phrasebook. The build
 * writes it into the plugin beside tags.json, so `[shop_form type=…]` and the store cannot drift apart.
 */
export function wordpressForms(): Record<Lang, PluginForms> {
  const inLang = (lang: Lang): PluginForms => {
    const say = phrasebook(lang);
    const forms = Object.fromEntries(
      (Object.keys(ENQUIRY_FORMS) as EnquiryType[]).map((type) => {
        const def = ENQUIRY_FORMS[type];
        const fields = def.fields.map((field): PluginField => ({
          name: field.name,
          type: field.type,
          label: say(field.label),
          required: Boolean(field.required),
          ...(AUTOCOMPLETE[field.name] ? { autocomplete: AUTOCOMPLETE[field.name] } : {}),
          ...(field.options
            ? { options: field.options.map(([value, text]): [string, string] => [value, say(text)]) }
            : {}),
          ...(field.min === undefined ? {} : { min: field.min }),
          ...(field.max === undefined ? {} : { max: field.max }),
        }));
        return [type, { productField: def.product ? productFieldOf(type) : null, fields }];
      }),
    ) as PluginForms['forms'];
    // the goal is the shortcode's to name: the store's default stands in the markup as a mark the plugin replaces
    const montazh = montazhBanner('montazh-request', say).value;
    return { submit: say('Отправить'), choose: say('Выберите…'), forms, montazh };
  };
  return Object.fromEntries(LANGS.map((lang) => [lang, inLang(lang)])) as Record<Lang, PluginForms>;
}

/** The table of docs/cms/wordpress.md "Forms": each type's fields as the plugin writes them, required ones marked. */
export function wordpressFormsMarkdown(): string {
  const { forms } = wordpressForms().ru;
  const rows = Object.entries(forms).map(([type, form]) => {
    const fields = form.fields.map(
      (field) => `\`${field.name}\` ${field.label}${field.required ? '\\*' : ''}`,
    );
    const product = form.productField ? ` (product: \`${form.productField}\`)` : '';
    return `| \`${type}\`${product} | ${fields.join('; ')} |`;
  });
  return ['| type | fields, required ones marked \\* |', '| --- | --- |', ...rows].join('\n');
}
