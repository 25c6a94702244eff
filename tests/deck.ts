import type { Locator } from '@playwright/test';

/**
 * A hero card's drawn face (the turning part's second child, after the back). It is drawn the first
 * time the card may turn and hidden from screen readers: the card's words are the button's name and
 * description (docs/decisions/016).
 */
export const cardFace = (card: Locator): Locator => card.locator(':scope > span > [aria-hidden="true"]:nth-child(2)');
