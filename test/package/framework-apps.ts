import type { PinnedDependencies } from './pinned-app.ts';

/**
 * The Vite apps of docs/frameworks.md's Vue 3, React 19 and Lit snippets, each as `npm create vite` makes it for
 * its framework (the `vue-ts`, `react-ts` and `lit-ts` templates: their build script, plugin, TypeScript options
 * and entry module), with the template's demo component replaced by the snippet. The snippet is the file of
 * docs/frameworks/, copied byte for byte; the entry imports the package and its CSS as docs/installing.md says and
 * renders the snippet's card for one product. Angular's apps are made by its own CLI, not Vite; the React 18 and
 * plain script snippets run in the element suite (test/elements/frameworks.test.ts).
 */
export interface FrameworkApp {
  name: string;
  title: string;
  packages: PinnedDependencies;
  build: string;
  /** the app's files: its own, and those copied from docs/frameworks/ */
  files: Record<string, string>;
  snippets: Record<string, string>;
  /** the body of index.html */
  body: string;
}

/** The TypeScript options the templates share (their tsconfig.app.json), strict and bundler-resolved. */
const strict = {
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  types: ['vite/client'],
  skipLibCheck: true,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
};
const tsconfig = (options: Record<string, unknown>, include: string[]) =>
  JSON.stringify({ compilerOptions: { ...strict, ...options }, include }, null, 2);

/** What every app's entry module starts with (docs/installing.md, "With a bundler"). */
const imports = `import '@shop-elements/elements/shop-elements.css';\nimport '@shop-elements/elements';\n`;

export function frameworkApps(productId: number): FrameworkApp[] {
  return [
    {
      name: 'react19',
      title: 'React 19',
      packages: {
        dependencies: { react: 'react-19', 'react-dom': 'react-dom-19' },
        devDependencies: {
          '@types/react': '@types/react-19',
          '@types/react-dom': '@types/react-dom-19',
          '@vitejs/plugin-react': '@vitejs/plugin-react',
          typescript: 'typescript',
          vite: 'vite',
        },
      },
      build: 'tsc -b && vite build',
      files: {
        'vite.config.ts':
          `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\n` +
          `export default defineConfig({\n  plugins: [react()],\n});\n`,
        'tsconfig.json': tsconfig({ target: 'ES2022', useDefineForClassFields: true, jsx: 'react-jsx' }, [
          'src',
        ]),
        'src/main.tsx':
          `import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n${imports}` +
          `import { ProductCard } from './react19.tsx';\n\n` +
          `createRoot(document.getElementById('root')!).render(\n  <StrictMode>\n` +
          `    <ProductCard productId={${productId}} />\n  </StrictMode>,\n);\n`,
      },
      snippets: { 'src/react19.tsx': 'react19.tsx' },
      body: `<div id="root"></div><script type="module" src="/src/main.tsx"></script>`,
    },
    {
      name: 'vue',
      title: 'Vue 3',
      packages: {
        dependencies: { vue: 'vue' },
        devDependencies: {
          '@vitejs/plugin-vue': '@vitejs/plugin-vue',
          typescript: 'typescript',
          'vue-tsc': 'vue-tsc',
          vite: 'vite',
        },
      },
      build: 'vue-tsc -b && vite build',
      files: {
        // the options of the template's @vue/tsconfig (tsconfig.dom.json), written out
        'tsconfig.json': tsconfig(
          { target: 'ESNext', useDefineForClassFields: true, jsx: 'preserve', jsxImportSource: 'vue' },
          ['src/**/*.ts', 'src/**/*.vue'],
        ),
        'src/main.ts':
          `import { createApp } from 'vue';\n${imports}import ProductCard from './ProductCard.vue';\n\n` +
          `createApp(ProductCard, { productId: ${productId} }).mount('#app');\n`,
      },
      snippets: { 'vite.config.ts': 'vue/vite.config.ts', 'src/ProductCard.vue': 'vue/ProductCard.vue' },
      body: `<div id="app"></div><script type="module" src="/src/main.ts"></script>`,
    },
    {
      name: 'lit',
      title: 'Lit',
      packages: {
        dependencies: { lit: 'lit' },
        devDependencies: { typescript: 'typescript', vite: 'vite' },
      },
      build: 'tsc && vite build',
      files: {
        'tsconfig.json': tsconfig(
          { target: 'ES2022', experimentalDecorators: true, useDefineForClassFields: false },
          ['src'],
        ),
        'src/main.ts': `${imports}import './lit.ts';\n`,
      },
      snippets: { 'src/lit.ts': 'lit.ts' },
      // the snippet's property, from its attribute (Lit's default name for `productId`)
      body: `<product-card productid="${productId}"></product-card><script type="module" src="/src/main.ts"></script>`,
    },
  ];
}
