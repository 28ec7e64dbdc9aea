/**
 * Captures one picture of a Dashboard sample (shots.ts): opens its route, lets `show` bring the result
 * on screen, and crops the viewport to the bounding box of the elements it returns plus a margin.
 */
import type { Page } from 'playwright-core';
import { CROP_MARGIN, type SampleShot } from './shots';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding all `boxes`, grown by `margin` and kept inside the viewport. */
export function cropBox(boxes: Box[], margin: number, viewport: { width: number; height: number }): Box {
  if (boxes.length === 0) throw new Error('nothing to crop to');
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y)) - margin));
  const right = Math.min(viewport.width, Math.ceil(Math.max(...boxes.map((b) => b.x + b.width)) + margin));
  const bottom = Math.min(viewport.height, Math.ceil(Math.max(...boxes.map((b) => b.y + b.height)) + margin));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export async function captureSampleShot(page: Page, baseUrl: string, shot: SampleShot): Promise<Buffer> {
  await page.goto(`${baseUrl}/dashboard${shot.path}`);
  await page.waitForLoadState('networkidle');
  const targets = await shot.show(page);
  // Let cards fade in and menus finish opening, so both modes show the same frame.
  await page.waitForTimeout(800);
  const boxes: Box[] = [];
  for (const target of targets) {
    const box = await target.first().boundingBox();
    if (!box) throw new Error(`${shot.name}: an element to picture is not visible on ${shot.path}`);
    boxes.push(box);
  }
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  return page.screenshot({ type: 'png', clip: cropBox(boxes, CROP_MARGIN, viewport) });
}
