/**
 * Runs `work` in a task of its own once the browser has painted the current frame: the tap that asked for it gets
 * its frame first, and heavy work (a modal dialog restyling the whole page) no longer holds that frame back.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
