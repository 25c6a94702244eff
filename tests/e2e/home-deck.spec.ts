import type { Locator, Page } from '@playwright/test';
import { cardFace as face, cardName, wordsOf } from '../deck';
import { DESKTOP, PHONE, expect, test } from '../fixtures';

// The cards' turn and the symbols' drift are what these tests look at (reduced elsewhere: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * The home page's details, in the built shop: the hero's zodiac glyphs keep off its text, the phone
 * carousel shows whole cards (three columns at every snap) and says more follow, a tapped or clicked
 * card shows its face, every face's text fits on its card, and the deck is one tab stop with arrow keys
 * inside, so few Tab presses separate the top of the page from the free reading form.
 */

const SMALL_PHONE = { width: 360, height: 780 };

/**
 * Tab presses from the top of the page (nothing focused) until the form's first field has focus: skip
 * link, brand, (desktop: Home, Readings, Testimonials, Free Reading, Daily Horoscope, Login; phone: the
 * menu button),
 * the hero's call to action, the deck (one stop), the name field. It was 27 (phone) and 31 (desktop)
 * when each of the 22 cards was a stop of its own.
 */
const TABS_TO_FORM = { phone: 6, desktop: 11 };

const hero = (page: Page) => page.locator('section[aria-labelledby="hero-title"]');
const deck = (page: Page) => page.getByRole('list', { name: 'The 22 cards of the SoulSketch deck' });
const cards = (page: Page) => deck(page).getByRole('button');
/** A card by its name: the button's name is the face's words, numeral first ("VI. The Lovers. Hope ..."). */
const card = (page: Page, name: string) => deck(page).getByRole('button', { name: cardName(name) });

/** Opens the landing page and waits until React owns the deck: prerendered cards ignore taps before that. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(deck(page)).toBeVisible();
  await expect(cards(page)).toHaveCount(22);
  await expect
    .poll(() => cards(page).last().evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))), 'the deck is hydrated')
    .toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box on screen`).not.toBeNull();
  return box!;
}

/** Every element the locator matches, with its box, its text and whether it shows, in one call. */
function boxesOf(locator: Locator): Promise<Array<{ text: string | null; box: Box; visible: boolean }>> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { text: element.textContent, box: { x, y, width, height }, visible: width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden' };
    }),
  );
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the card shows its face: turned half a turn (or, with reduced motion, its face faded in). */
async function faceShown(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const turner = element.firstElementChild as HTMLElement;
    const face = turner.lastElementChild as HTMLElement;
    const turned = new DOMMatrix(getComputedStyle(turner).transform).m11 < -0.99;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    return reduced ? getComputedStyle(face).opacity === '1' : turned;
  });
}

/**
 * Holds every drifting glyph at one point of its drift: 0 and 1 are at rest, 0.3 its lowest, 0.7 its
 * highest. The drift starts once the page has settled (floating-zodiac.css): this waits for it.
 */
async function holdDrift(page: Page, phase: number): Promise<void> {
  const hold = (at: number) =>
    page.evaluate((at) => {
      const drifts = document.getAnimations().filter((animation): animation is CSSAnimation => animation instanceof CSSAnimation && animation.animationName === 'soulsketch-drift');
      for (const animation of drifts) {
        const timing = animation.effect!.getComputedTiming();
        animation.pause();
        animation.currentTime = Number(timing.delay ?? 0) + at * Number(timing.duration);
      }
      return drifts.length;
    }, at);
  await expect.poll(() => hold(phase), 'glyphs drifting once the page has settled').toBeGreaterThan(0);
}

async function expectGlyphsClearOfText(page: Page, atLeast: number): Promise<void> {
  const section = hero(page);
  const texts: Array<[string, Locator]> = [
    ['eyebrow', section.getByText('Free Tarot Reading & Soulmate Sketch', { exact: true })],
    ['heading', section.getByRole('heading', { level: 1 })],
    ['paragraph', section.getByText(/^Ask the cards one question about love/)],
    ['call to action', section.getByRole('link', { name: 'Get Your Free Soulmate Sketch Now' })],
    ['its note', section.getByText('100% free · 18+ · For entertainment only')],
  ];
  const textBoxes = await Promise.all(texts.map(async ([name, locator]) => [name, await boxOf(locator)] as const));
  const glyphs = section.locator('.soulsketch-drift');
  for (const phase of [0, 0.3, 0.5, 0.7]) {
    await holdDrift(page, phase);
    const shown = (await boxesOf(glyphs)).filter((glyph) => glyph.visible);
    for (const { text: glyph, box } of shown) {
      for (const [name, textBox] of textBoxes) {
        expect(intersects(box, textBox), `glyph ${glyph} at ${JSON.stringify(box)} overlaps the ${name} ${JSON.stringify(textBox)} (drift ${phase})`).toBe(false);
      }
    }
    expect(shown.length).toBeGreaterThanOrEqual(atLeast);
  }
}

/**
 * Every face's numeral, banner and meaning fit inside the card: nothing is cut by its edge. A face is
 * drawn the first time its card may turn, so each card is focused once first.
 */
async function expectFacesFit(page: Page): Promise<void> {
  for (const button of await cards(page).all()) await button.focus();
  await expect(face(cards(page))).toHaveCount(22);
  const problems = await deck(page).evaluate((list) =>
    [...list.querySelectorAll('button')].flatMap((button) => {
      const face = button.firstElementChild!.lastElementChild as HTMLElement;
      // The face, top to bottom: its frame, the numeral, the art, the name's banner, the meaning.
      const banner = face.children[3]!.lastElementChild!;
      const meaning = face.lastElementChild!;
      const nameText = banner.textContent;
      const text = document.createRange();
      text.selectNodeContents(meaning);
      const faceBox = face.getBoundingClientRect();
      const textBox = text.getBoundingClientRect();
      const nameBox = banner.getBoundingClientRect();
      const inner = faceBox.bottom - faceBox.width * 0.03; // inside the face's inner frame
      const out: string[] = [];
      if (textBox.bottom > inner) out.push(`${nameText}: meaning ends at ${textBox.bottom}, face at ${inner}`);
      if (nameBox.left < faceBox.left || nameBox.right > faceBox.right) out.push(`${nameText}: name wider than the card`);
      return out;
    }),
  );
  expect(problems).toEqual([]);
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** Tab presses from a freshly opened page until the free reading form's first field has focus. */
async function tabsToForm(page: Page): Promise<number> {
  await openHome(page);
  const nameField = page.getByLabel('Your Name');
  await expect(nameField).toBeVisible(); // the form loads after the first paint
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let presses = 1; presses <= 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await nameField.evaluate((field) => field === document.activeElement)) return presses;
  }
  throw new Error('Tab never reached the form');
}

for (const [label, viewport] of [
  ['390 px', PHONE],
  ['360 px', SMALL_PHONE],
] as const) {
  test.describe(`the hero at ${label}`, () => {
    test.use({ viewport, hasTouch: true });

    test('three whole columns of cards show, every snap keeps cards whole, and a hint says more follow', async ({ page }) => {
      await openHome(page);
      await expectNoSideScroll(page);
      const list = deck(page);
      await list.scrollIntoViewIfNeeded();
      const visible = await boxOf(list);
      const all = await cards(page).all();
      expect(all).toHaveLength(22);

      // Two rows of eleven: the first three of each row are wholly inside the carousel, the fourth wholly outside.
      for (const index of [0, 1, 2, 11, 12, 13]) {
        const box = await boxOf(all[index]!);
        expect(box.x, `card ${index} starts inside`).toBeGreaterThanOrEqual(visible.x);
        expect(box.x + box.width, `card ${index} ends inside`).toBeLessThanOrEqual(visible.x + visible.width + 0.5);
      }
      for (const index of [3, 14]) {
        expect((await boxOf(all[index]!)).x, `card ${index} starts past the edge`).toBeGreaterThanOrEqual(visible.x + visible.width - 0.5);
      }
      await expect(page.getByText('Swipe for more cards')).toBeVisible();

      // A swipe that stops between columns snaps to one: no card is left cut at either edge.
      for (const by of [150, 220, 2000]) {
        await list.evaluate((element, left) => element.scrollBy({ left, behavior: 'instant' }), by);
        await expect
          .poll(async () => {
            const boxes = (await boxesOf(cards(page))).map(({ box }) => box);
            return boxes.filter((box) => {
              const inside = box.x >= visible.x - 0.5 && box.x + box.width <= visible.x + visible.width + 0.5;
              const outside = box.x + box.width <= visible.x + 0.5 || box.x >= visible.x + visible.width - 0.5;
              return !inside && !outside;
            }).length;
          }, `cut cards after scrolling by ${by}`)
          .toBe(0);
      }
      await expectNoSideScroll(page);
    });

    // The glyphs and the faces scale with the screen: the common phone width checks them (the
    // columns above are what changes at 360 px).
    if (viewport !== PHONE) return;

    test('no zodiac glyph overlaps the hero text', async ({ page }) => {
      await openHome(page);
      await expectGlyphsClearOfText(page, 6);
    });

    test('every card face fits its card', async ({ page }) => {
      await openHome(page);
      await expectFacesFit(page);
    });
  });
}

test.describe('the deck on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('tapping a card turns it to its face; tapping again turns it back', async ({ page, snap }) => {
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap('home-deck-phone');
    await page.screenshot({ path: '.tmp/screens/home-deck-phone-top.png' });
    const sun = card(page, 'The Sun');
    await expect(sun).toHaveAttribute('aria-pressed', 'false');
    expect(await faceShown(sun)).toBe(false);
    // Not drawn until it may turn (decision 016): its words are the button's name alone.
    await expect(face(sun)).toHaveCount(0);
    await expect(sun).toHaveAccessibleName('XIX. The Sun. Joyful, warm love that lets you shine as your truest self.');

    await sun.tap();
    await expect(sun).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => faceShown(sun)).toBe(true);
    await expect(face(sun).getByText('The Sun', { exact: true })).toBeVisible();
    await expect(face(sun).getByText('Joyful, warm love that lets you shine as your truest self.')).toBeVisible();

    for (const name of ['The Lovers', 'The Hanged Man']) await card(page, name).tap();
    await expect.poll(() => faceShown(card(page, 'The Hanged Man'))).toBe(true);
    await snap('home-deck-phone-flipped');
    await deck(page).screenshot({ path: '.tmp/screens/home-deck-phone-cards.png' });

    await sun.tap();
    await expect(sun).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => faceShown(sun)).toBe(false);
  });

  test('the deck is one tab stop; arrow keys move by card and by row', async ({ page }) => {
    await openHome(page);
    await hero(page).getByRole('link', { name: 'Get Your Free Soulmate Sketch Now' }).focus();
    await page.keyboard.press('Tab');
    await expect(card(page, 'The Lovers')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(card(page, 'The Star')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // the second row, same column: card 12
    await expect(card(page, 'Justice')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(card(page, 'The Star')).toBeFocused();
    await page.keyboard.press('End'); // scrolls the carousel to the last card
    await expect(card(page, 'Two of Cups')).toBeFocused();
    await expect(card(page, 'Two of Cups')).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Swipe back to the start')).toBeVisible(); // the hint turns round at the end
    await expectNoSideScroll(page);
    await page.keyboard.press('Home');
    await expect(card(page, 'The Lovers')).toBeFocused();
    await expect(card(page, 'The Lovers')).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Swipe for more cards')).toBeVisible();
  });

  test(`${TABS_TO_FORM.phone} Tab presses lead from the top of the page to the form's first field`, async ({ page }) => {
    expect(await tabsToForm(page)).toBe(TABS_TO_FORM.phone);
  });
});

test.describe('the hero at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('no zodiac glyph overlaps the hero text, all twelve show, and the page does not scroll sideways', async ({ page, snap }) => {
    await openHome(page);
    await expectGlyphsClearOfText(page, 12);
    await expectNoSideScroll(page);
    await expect(page.getByText('Swipe for more cards')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap('home-deck-desktop');
    await page.screenshot({ path: '.tmp/screens/home-deck-desktop-top.png' });
  });

  test('every card face fits its card, and the cards wrap into a grid', async ({ page }) => {
    await openHome(page);
    await expectFacesFit(page);
    const first = await boxOf(card(page, 'The Lovers'));
    const last = await boxOf(card(page, 'Two of Cups'));
    expect(last.y).toBeGreaterThan(first.y + first.height); // wrapped, not one long row
  });

  test('clicking a card turns it to its face, and it stays turned when the pointer leaves', async ({ page, snap }) => {
    await openHome(page);
    const names = ['The Lovers', 'The Sun', 'The High Priestess', 'Wheel of Fortune', 'The Hanged Man', 'Ace of Cups'];
    for (const name of names) await card(page, name).click();
    await page.mouse.move(0, 0);
    for (const name of names) {
      await expect(card(page, name)).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => faceShown(card(page, name)), name).toBe(true);
    }
    expect(await faceShown(card(page, 'The Star'))).toBe(false);
    await deck(page).scrollIntoViewIfNeeded();
    await snap('home-deck-desktop-flipped');
    await deck(page).screenshot({ path: '.tmp/screens/home-deck-desktop-cards.png' });
  });

  test('the deck is one tab stop: Tab enters it once and the next Tab leaves; arrows, Home and End move', async ({ page }) => {
    await openHome(page);
    const list = deck(page);
    await expect(list.locator('button[tabindex="0"]')).toHaveCount(1);
    await hero(page).getByRole('link', { name: 'Get Your Free Soulmate Sketch Now' }).focus();
    await page.keyboard.press('Tab');
    await expect(card(page, 'The Lovers')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(card(page, 'The Lovers')).toBeFocused();

    await page.keyboard.press('ArrowLeft'); // nothing before the first card
    await expect(card(page, 'The Lovers')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(card(page, 'The Sun')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Both boxes in one frame: focusing may scroll the page.
    const { sun, below } = await card(page, 'The Sun').evaluate((from) => ({
      sun: from.getBoundingClientRect().toJSON() as Box,
      below: document.activeElement!.getBoundingClientRect().toJSON() as Box,
    }));
    expect(below.y, 'ArrowDown goes to the next row').toBeGreaterThan(sun.y + sun.height);
    expect(Math.abs(below.x - sun.x), 'ArrowDown keeps the column').toBeLessThan(2);
    await page.keyboard.press('ArrowUp');
    await expect(card(page, 'The Sun')).toBeFocused();
    await page.keyboard.press('End');
    await expect(card(page, 'Two of Cups')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(card(page, 'The Lovers')).toBeFocused();

    // Enter and Space turn the focused card, as before.
    await page.keyboard.press('Enter');
    await expect(card(page, 'The Lovers')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(card(page, 'The Lovers')).toHaveAttribute('aria-pressed', 'false');

    // The deck's one stop follows a click: Tab out and back returns to the clicked card.
    await card(page, 'Death').click();
    await expect(list.locator('button[tabindex="0"]')).toHaveCount(1);
    await expect(card(page, 'Death')).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(card(page, 'Death')).toBeFocused();
  });

  test(`${TABS_TO_FORM.desktop} Tab presses lead from the top of the page to the form's first field`, async ({ page }) => {
    expect(await tabsToForm(page)).toBe(TABS_TO_FORM.desktop);
  });
});

test('the deck hydrates without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await openHome(page);
  await card(page, 'The Moon').click();
  await expect(card(page, 'The Moon')).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

/** Whether the words of `label` appear, together and in order, among the words of `name`. */
function nameHoldsLabel(name: string, label: string): boolean {
  const names = wordsOf(name);
  const labels = wordsOf(label);
  return names.some((_, start) => labels.every((word, offset) => names[start + offset] === word));
}

for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test(`a turned card's name holds every word its face shows, in order (${size})`, async ({ page, snap }) => {
    await page.setViewportSize(viewport);
    await openHome(page);
    for (const name of ['The Lovers', 'Wheel of Fortune', 'Ace of Cups', 'Two of Cups']) {
      const turned = card(page, name);
      await turned.click();
      await expect.poll(() => faceShown(turned), name).toBe(true);
      // The card's text as checkers read what it shows: every rendered text node, joined as they stand
      // (a visually hidden copy of the name counts, and would say the words twice; parts with no space
      // between them run together, "VIThe Lovers").
      const shown = await turned.evaluate((button) => {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement!.checkVisibility()) text += node.textContent;
        return text;
      });
      expect(wordsOf(shown).length, name).toBeGreaterThan(3);
      await expect(face(turned)).toContainText(name);
      const accessibleName = await turned.evaluate((button) => document.getElementById(button.getAttribute('aria-labelledby')!)!.textContent!);
      await expect(turned).toHaveAccessibleName(accessibleName);
      expect(nameHoldsLabel(accessibleName, shown), `${name}: "${accessibleName}" holds "${shown}"`).toBe(true);
    }
    await deck(page).scrollIntoViewIfNeeded();
    await snap(`home-deck-turned-names-${size}`);
    await deck(page).screenshot({ path: `.tmp/screens/home-deck-turned-names-${size}-cards.png` });
  });
}
