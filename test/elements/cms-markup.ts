/**
 * Markup as WordPress 6.1 prints it, made by test/elements/cms-markup.php (see its header for each mode):
 * each fixture's `source` is what the author wrote, `output` what WordPress printed. Do not edit by hand.
 */
export interface CmsFixture {
  mode: string;
  source: string;
  output: string;
}

export const CMS_MARKUP = {
  checkout: {
    mode: 'classic',
    source: '<shop-checkout>\n<p>Загружаем…</p>\n</shop-checkout>',
    output: '<p><shop-checkout></p>\n<p>Загружаем…</p>\n<p></shop-checkout></p>\n',
  },
  cart: {
    mode: 'classic',
    source: '<shop-cart class="loading" checkout-url="/checkout/">\n<p>Загружаем корзину…</p>\n</shop-cart>',
    output:
      '<p><shop-cart class="loading" checkout-url="/checkout/"></p>\n<p>Загружаем корзину…</p>\n<p></shop-cart></p>\n',
  },
  formClassic: {
    mode: 'classic',
    source:
      '<shop-form type="call-me" goal="call-me">\n  <form>\n    <label>Имя <input name="name" required /></label>\n    <label>Телефон <input name="phone" type="tel" required /></label>\n    <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label>\n    <div data-captcha></div>\n    <button type="submit">Отправить</button>\n  </form>\n</shop-form>',
    output:
      '<p><shop-form type="call-me" goal="call-me"></p>\n<form>\n    <label>Имя <input name="name" required /></label><br />\n    <label>Телефон <input name="phone" type="tel" required /></label><br />\n    <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label></p>\n<div data-captcha></div>\n<p>    <button type="submit">Отправить</button><br />\n  </form>\n<p></shop-form></p>\n',
  },
  formInDiv: {
    mode: 'classic',
    source:
      '<div class="callback">\n<shop-form type="call-me" goal="call-me">\n<form>\n  <label>Имя <input name="name" required /></label>\n  <label>Телефон <input name="phone" type="tel" required /></label>\n  <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label>\n  <div data-captcha></div>\n  <button type="submit">Отправить</button>\n</form>\n</shop-form>\n</div>',
    output:
      '<div class="callback">\n<shop-form type="call-me" goal="call-me"></p>\n<form>\n  <label>Имя <input name="name" required /></label><br />\n  <label>Телефон <input name="phone" type="tel" required /></label><br />\n  <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label></p>\n<div data-captcha></div>\n<p>  <button type="submit">Отправить</button><br />\n</form>\n<p></shop-form>\n</div>\n',
  },
  formBlock: {
    mode: 'blocks',
    source:
      '<!-- wp:paragraph -->\n<p>Перезвоним за 10 минут.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:html -->\n<shop-form type="call-me" goal="call-me">\n  <form>\n    <label>Имя <input name="name" required /></label>\n    <label>Телефон <input name="phone" type="tel" required /></label>\n    <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label>\n    <div data-captcha></div>\n    <button type="submit">Отправить</button>\n  </form>\n</shop-form>\n<!-- /wp:html -->',
    output:
      '\n<p>Перезвоним за 10 минут.</p>\n\n\n\n<shop-form type="call-me" goal="call-me">\n  <form>\n    <label>Имя <input name="name" required /></label>\n    <label>Телефон <input name="phone" type="tel" required /></label>\n    <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label>\n    <div data-captcha></div>\n    <button type="submit">Отправить</button>\n  </form>\n</shop-form>\n',
  },
  formKses: {
    mode: 'kses',
    source:
      '<shop-form type="call-me" goal="call-me">\n  <form>\n    <label>Имя <input name="name" required /></label>\n    <label>Телефон <input name="phone" type="tel" required /></label>\n    <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label>\n    <div data-captcha></div>\n    <button type="submit">Отправить</button>\n  </form>\n</shop-form>',
    output:
      '<p><shop-form type="call-me" goal="call-me"></p>\n<p>    <label>Имя </label><br />\n    <label>Телефон </label><br />\n    <label> Я согласен с политикой конфиденциальности</label></p>\n<div data-captcha></div>\n<p>    <button type="submit">Отправить</button></p>\n<p></shop-form></p>\n',
  },
  carouselLinks: {
    mode: 'classic',
    source:
      '<shop-carousel name="default">\n<a href="/catalog/1"><img src="/media/banners/1.svg" alt="Ламинат" /></a>\n<a href="/catalog/2"><img src="/media/banners/2.svg" alt="Плитка" /></a>\n<a href="/catalog/3"><img src="/media/banners/3.svg" alt="Краска" /></a>\n</shop-carousel>',
    output:
      '<p><shop-carousel name="default"><br />\n<a href="/catalog/1"><img src="/media/banners/1.svg" alt="Ламинат" /></a><br />\n<a href="/catalog/2"><img src="/media/banners/2.svg" alt="Плитка" /></a><br />\n<a href="/catalog/3"><img src="/media/banners/3.svg" alt="Краска" /></a><br />\n</shop-carousel></p>\n',
  },
  carouselBlocks: {
    mode: 'classic',
    source:
      '<shop-carousel name="default">\n\n<div class="slide">Ламинат</div>\n\n<div class="slide">Плитка</div>\n\n<div class="slide">Краска</div>\n\n<div class="slide">Обои</div>\n\n</shop-carousel>',
    output:
      '<p><shop-carousel name="default"></p>\n<div class="slide">Ламинат</div>\n<div class="slide">Плитка</div>\n<div class="slide">Краска</div>\n<div class="slide">Обои</div>\n<p></shop-carousel></p>\n',
  },
  tags: {
    mode: 'classic',
    source:
      '<shop-tags>\n<a href="/catalog/laminat">Ламинат</a>\n<a href="/catalog/plitka">Плитка</a>\n<a href="/catalog/kraska">Краска</a>\n</shop-tags>',
    output:
      '<p><shop-tags><br />\n<a href="/catalog/laminat">Ламинат</a><br />\n<a href="/catalog/plitka">Плитка</a><br />\n<a href="/catalog/kraska">Краска</a><br />\n</shop-tags></p>\n',
  },
  tabs: {
    mode: 'classic',
    source:
      '<shop-tabs>\n<div role="tablist" aria-label="Разделы">\n<button type="button" role="tab" id="tab-a" aria-controls="panel-a" aria-selected="true">Описание</button>\n<button type="button" role="tab" id="tab-b" aria-controls="panel-b" aria-selected="false">Доставка</button>\n</div>\n<div role="tabpanel" id="panel-a" aria-labelledby="tab-a">\nОписание товара.\n</div>\n<div role="tabpanel" id="panel-b" aria-labelledby="tab-b" hidden>\nДоставка по Москве.\n</div>\n</shop-tabs>',
    output:
      '<p><shop-tabs></p>\n<div role="tablist" aria-label="Разделы">\n<button type="button" role="tab" id="tab-a" aria-controls="panel-a" aria-selected="true">Описание</button><br />\n<button type="button" role="tab" id="tab-b" aria-controls="panel-b" aria-selected="false">Доставка</button>\n</div>\n<div role="tabpanel" id="panel-a" aria-labelledby="tab-a">\nОписание товара.\n</div>\n<div role="tabpanel" id="panel-b" aria-labelledby="tab-b" hidden>\nДоставка по Москве.\n</div>\n<p></shop-tabs></p>\n',
  },
  disclosure: {
    mode: 'classic',
    source:
      '<shop-disclosure>\n<details>\n<summary>Условия доставки</summary>\nДоставляем по Москве и области.\n</details>\n</shop-disclosure>',
    output:
      '<p><shop-disclosure></p>\n<details>\n<summary>Условия доставки</summary>\n<p>Доставляем по Москве и области.<br />\n</details>\n<p></shop-disclosure></p>\n',
  },
  filters: {
    mode: 'classic',
    source:
      '<shop-filters category-id="3">\n<script type="application/json">{"filters": [{"id": 1, "name": "Цена", "type": "price", "from": 100, "to": 5000}, {"id": 2, "name": "Бренд", "type": "manufacturers", "items": [{"id": 7, "value": "Knauf \\"Мастер\\"", "count": 3}, {"id": 8, "value": "Ceresit", "count": 5}]}],\n"applied": []}</script>\n<form method="get"><button>Показать</button></form>\n</shop-filters>',
    output:
      '<p><shop-filters category-id="3"><br />\n<script type="application/json">{"filters": [{"id": 1, "name": "Цена", "type": "price", "from": 100, "to": 5000}, {"id": 2, "name": "Бренд", "type": "manufacturers", "items": [{"id": 7, "value": "Knauf \\"Мастер\\"", "count": 3}, {"id": 8, "value": "Ceresit", "count": 5}]}],\n"applied": []}</script></p>\n<form method="get"><button>Показать</button></form>\n<p></shop-filters></p>\n',
  },
  filtersKses: {
    mode: 'kses',
    source:
      '<shop-filters category-id="3">\n<script type="application/json">{"filters": [{"id": 1, "name": "Цена", "type": "price", "from": 100, "to": 5000}, {"id": 2, "name": "Бренд", "type": "manufacturers", "items": [{"id": 7, "value": "Knauf \\"Мастер\\"", "count": 3}, {"id": 8, "value": "Ceresit", "count": 5}]}],\n"applied": []}</script>\n</shop-filters>',
    output:
      '<p><shop-filters category-id="3"><br />\n{&#8220;filters&#8221;: [{&#8220;id&#8221;: 1, &#8220;name&#8221;: &#8220;Цена&#8221;, &#8220;type&#8221;: &#8220;price&#8221;, &#8220;from&#8221;: 100, &#8220;to&#8221;: 5000}, {&#8220;id&#8221;: 2, &#8220;name&#8221;: &#8220;Бренд&#8221;, &#8220;type&#8221;: &#8220;manufacturers&#8221;, &#8220;items&#8221;: [{&#8220;id&#8221;: 7, &#8220;value&#8221;: &#8220;Knauf \\&#8221;Мастер\\&#8221;&#8221;, &#8220;count&#8221;: 3}, {&#8220;id&#8221;: 8, &#8220;value&#8221;: &#8220;Ceresit&#8221;, &#8220;count&#8221;: 5}]}],<br />\n&#8220;applied&#8221;: []}<br />\n</shop-filters></p>\n',
  },
  configParagraphs: {
    mode: 'classic',
    source:
      '<script type="application/json" id="shop-config">\n{\n  "storeId": "1",\n\n  "apiBase": "/api"\n}\n</script>',
    output:
      '<p><script type="application/json" id="shop-config">\n{\n  "storeId": "1",</p>\n<p>  "apiBase": "/api"\n}\n</script></p>\n',
  },
  configEscaped: {
    mode: 'escaped',
    source:
      '{"storeId": "1", "apiBase": "/api", "checkoutUrl": "/checkout/?step=1&from=cart", "map": {"attribution": "© \\"Карты\\" <b>OSM</b>"}}',
    output:
      '{&quot;storeId&quot;: &quot;1&quot;, &quot;apiBase&quot;: &quot;/api&quot;, &quot;checkoutUrl&quot;: &quot;/checkout/?step=1&amp;from=cart&quot;, &quot;map&quot;: {&quot;attribution&quot;: &quot;© \\&quot;Карты\\&quot; &lt;b&gt;OSM&lt;/b&gt;&quot;}}',
  },
  configTexturized: {
    mode: 'texturized',
    source:
      '{"storeId": "1", "apiBase": "/api", "checkoutUrl": "/checkout/?step=1&from=cart", "map": {"attribution": "© \\"Карты\\" 2x3 \'OSM\'..."}, "timeout": 20000}',
    output:
      '{&#8220;storeId&#8221;: &#8220;1&#8221;, &#8220;apiBase&#8221;: &#8220;/api&#8221;, &#8220;checkoutUrl&#8221;: &#8220;/checkout/?step=1&#038;from=cart&#8221;, &#8220;map&#8221;: {&#8220;attribution&#8221;: &#8220;© \\&#8221;Карты\\&#8221; 2&#215;3 &#8216;OSM&#8217;&#8230;&#8221;}, &#8220;timeout&#8221;: 20000}',
  },
  filtersTexturized: {
    mode: 'texturized',
    source:
      '{"filters": [{"id": 1, "name": "Цена", "type": "price", "from": 100, "to": 5000}, {"id": 2, "name": "Бренд", "type": "manufacturers", "items": [{"id": 7, "value": "Knauf \\"Мастер\\"", "count": 3}, {"id": 8, "value": "Ceresit", "count": 5}]}],\n"applied": []}',
    output:
      '{&#8220;filters&#8221;: [{&#8220;id&#8221;: 1, &#8220;name&#8221;: &#8220;Цена&#8221;, &#8220;type&#8221;: &#8220;price&#8221;, &#8220;from&#8221;: 100, &#8220;to&#8221;: 5000}, {&#8220;id&#8221;: 2, &#8220;name&#8221;: &#8220;Бренд&#8221;, &#8220;type&#8221;: &#8220;manufacturers&#8221;, &#8220;items&#8221;: [{&#8220;id&#8221;: 7, &#8220;value&#8221;: &#8220;Knauf \\&#8221;Мастер\\&#8221;&#8221;, &#8220;count&#8221;: 3}, {&#8220;id&#8221;: 8, &#8220;value&#8221;: &#8220;Ceresit&#8221;, &#8220;count&#8221;: 5}]}],\n&#8220;applied&#8221;: []}',
  },
} satisfies Record<string, CmsFixture>;
