// a single-file component (docs/frameworks/vue/ProductCard.vue) as this repository's TypeScript sees it: the
// component's own types are checked by vue-tsc in the packed package's Vue app (test/package/framework-apps.ts)
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<Record<string, unknown>>;
  export default component;
}
