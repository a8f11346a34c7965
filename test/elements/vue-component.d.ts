// a single-file component (docs/frameworks/vue/ProductCard.vue) as this repository's TypeScript sees it, which
// cannot read the component's own types
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<Record<string, unknown>>;
  export default component;
}
