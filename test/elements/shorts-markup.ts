import { CLIPS, rutubeId } from '../../demo-pages/data/clips.ts';

/** Six shorts as the reference store's home page has them: 1–3 files the store hosts, 4–6 on Rutube (the stand-in). */
export const shortsMarkup = () =>
  `<shop-shorts label="Видео о ремонте">${CLIPS.map((clip) => {
    const href = clip.n <= 3 ? `/media/shorts/${clip.n}.mp4` : `/stand-in/rutube/video/${rutubeId(clip)}/`;
    const player = clip.n <= 3 ? '' : ' data-player="rutube"';
    return `<a class="short-link" href="${href}"${player}><img src="/media/shorts/${clip.n}.svg" alt="" width="180" height="320"><span>${clip.title.ru}</span></a>`;
  }).join('')}</shop-shorts>`;
