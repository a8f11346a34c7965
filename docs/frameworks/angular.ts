import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { ShopEventMap } from '@shop-elements/elements';

@Component({
  selector: 'app-product-card',
  // the shop-* tags are custom elements: Angular binds their properties and events as it finds them
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <shop-add-to-cart [productId]="product.id" (shop-cart-update)="onCart($event)">
      <button type="button">В корзину</button>
    </shop-add-to-cart>
    <p class="lines">В корзине: {{ lines() }}</p>
  `,
})
export class ProductCard {
  product = { id: 5, name: 'Ламинат Classen Nordic' };
  lines = signal(0);

  onCart(event: Event) {
    this.lines.set((event as CustomEvent<ShopEventMap['shop-cart-update']>).detail.items.length);
  }
}
