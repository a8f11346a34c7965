import type { ShopAddToCartElement } from '@shop-elements/elements';

// a card drawn by a script: the property may be set before the loader has defined the tag, it is kept
const button = document.createElement('shop-add-to-cart') as ShopAddToCartElement;
button.productId = 5;
button.innerHTML = '<button type="button">В корзину</button>';
button.addEventListener('shop-cart-update', (event) => {
  console.log('lines in the cart:', event.detail.items.length);
});
document.querySelector('.card')?.append(button);
