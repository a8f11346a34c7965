import { createApp, defineComponent, ref } from 'vue';
import type { ShopEventMap } from '@shop-elements/elements';

const ProductCard = defineComponent({
  props: { productId: { type: Number, required: true } },
  setup() {
    const lines = ref(0);
    const onCart = (event: CustomEvent<ShopEventMap['shop-cart-update']>) => {
      lines.value = event.detail.items.length;
    };
    return { lines, onCart };
  },
  template: `
    <shop-add-to-cart :productId.prop="productId" @shop-cart-update="onCart">
      <button type="button">В корзину</button>
    </shop-add-to-cart>
    <p class="lines">В корзине: {{ lines }}</p>
  `,
});

export function mountCard(where: Element, productId: number) {
  const app = createApp(ProductCard, { productId });
  // the shop-* tags are custom elements, not Vue components
  app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('shop-');
  app.mount(where);
  return app;
}
