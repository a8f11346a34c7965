/**
 * @tag shop-mobile-menu
 * @summary A slide-out menu titled 'Меню' around the slotted navigation; Esc and the close button ('Закрыть')
 * close it, and focus stays inside while it is open.
 * @attr {boolean} open - reflected: the menu is open
 * @slot - the navigation shown in the menu
 * @slot opener - the content of the opening button (a hamburger icon by default)
 * @csspart opener - the button that opens the menu
 * @csspart dialog - the menu panel
 * @csspart close - the close button
 * @markup The navigation it shows:
 * ```html
 * <shop-mobile-menu>
 *   <nav aria-label="Каталог">
 *     <ul>
 *       <li><a href="/catalog/plumbing">Сантехника</a></li>
 *     </ul>
 *   </nav>
 * </shop-mobile-menu>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import dialog from '../../shared/ui/dialog.css?inline';
import css from './shop-mobile-menu.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import './messages.ts';

export const ShopMobileMenu = defineElement('shop-mobile-menu', MobileMenu, {
  styles: [base, dialog, css],
});
