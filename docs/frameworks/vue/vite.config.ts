import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [
    vue({
      // the shop-* tags are custom elements, not Vue components
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('shop-') } },
    }),
  ],
});
