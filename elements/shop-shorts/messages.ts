import { addMessages } from '../../shared/i18n/index.ts';
import ru from '../../shared/i18n/ru.json';
// the carousel's texts (arrows, slide counter, slideshow) travel once, in the carousel family's chunk
import '../shop-carousel/messages.ts';

/**
 * The texts <shop-shorts> shows beyond the runtime's and the carousel's, carried by its chunk: the build leaves
 * only these ids in `ru` (scripts/build/vite-precompile-messages.ts); test/server/messages.test.ts checks the code
 * against the list.
 */
addMessages(ru, ['message', 'zoom', 'lightbox', 'lightbox_failed', 'shorts', 'video_failed']);
