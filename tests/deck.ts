import type { Locator } from '@playwright/test';

/**
 * A hero card's drawn face (the turning part's second child, after the back). It is drawn the first
 * time the card may turn and hidden from screen readers: the card's words are the button's name
 * (docs/decisions/016).
 */
export const cardFace = (card: Locator): Locator => card.locator(':scope > span > [aria-hidden="true"]:nth-child(2)');

/**
 * A hero card's accessible name by the card's name alone: the name is the face's words in order, its
 * numeral first ("VI. The Lovers. Hope ..."); anchored, so no card is found by words of another's meaning.
 */
export const cardName = (name: string): RegExp => new RegExp(`^[^.]+\\. ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. `);

/** The words of a text as a label is compared with a name: letters and digits only, lower case. */
export const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
