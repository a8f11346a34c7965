import { html, LitElement } from 'lit';
import type { ShopEventMap } from '@shop-elements/elements';

export class ProductCard extends LitElement {
  static override properties = { productId: { type: Number }, lines: { state: true } };
  declare productId: number;
  declare lines: number;

  constructor() {
    super();
    this.productId = 0;
    this.lines = 0;
  }

  private onCart(event: CustomEvent<ShopEventMap['shop-cart-update']>) {
    this.lines = event.detail.items.length;
  }

  override render() {
    return html`
      <shop-add-to-cart .productId=${this.productId} @shop-cart-update=${this.onCart}>
        <button type="button">В корзину</button>
      </shop-add-to-cart>
      <p class="lines">В корзине: ${this.lines}</p>
    `;
  }
}
customElements.define('product-card', ProductCard);
