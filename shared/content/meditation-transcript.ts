/**
 * "Love Manifestation Meditation": the words of our own guided meditation, in one place. The audio is
 * made from these lines (scripts/make-meditation.sh speaks each one, then keeps `pause` seconds of
 * quiet under the music), and the player page shows them as the transcript. Change a line here, run the
 * script, and the recording and the page agree again.
 *
 * For relaxation and entertainment only: it promises nothing and is no therapy.
 */

export interface MeditationLine {
  text: string;
  /** Seconds of music alone after the line, for the listener to follow it. */
  pause: number;
}

export interface MeditationSection {
  heading: string;
  lines: readonly MeditationLine[];
}

export const MEDITATION_TITLE = 'Love Manifestation Meditation';

export const MEDITATION_TRANSCRIPT: readonly MeditationSection[] = [
  {
    heading: 'Arriving',
    lines: [
      { text: 'Welcome. This is your love manifestation meditation.', pause: 1.5 },
      { text: 'Find a comfortable place to sit or lie down, somewhere you will not be disturbed for a few minutes.', pause: 2 },
      { text: 'Let your hands rest gently. And when you are ready, softly close your eyes.', pause: 3 },
    ],
  },
  {
    heading: 'Breathing',
    lines: [
      { text: 'Take a slow, deep breath in through your nose.', pause: 2 },
      { text: 'And let it go through your mouth, slowly, completely.', pause: 2 },
      { text: 'Breathe in again, filling your chest and your belly.', pause: 2 },
      { text: 'And breathe out, letting your shoulders fall away from your ears.', pause: 2 },
      { text: 'One more time. Breathe in calm.', pause: 2 },
      { text: 'And breathe out anything you no longer need to carry today.', pause: 3.5 },
      { text: 'Now let your breathing find its own easy rhythm. There is nothing to do, and nowhere to be.', pause: 3.5 },
    ],
  },
  {
    heading: 'Softening',
    lines: [
      { text: 'Bring your attention to your forehead, and let it soften.', pause: 2 },
      { text: 'Let your jaw relax. Let your tongue rest.', pause: 2 },
      { text: 'Feel the weight of your arms, heavy and warm.', pause: 2 },
      { text: 'Let your chest rise and fall on its own.', pause: 2 },
      { text: 'Feel your legs and your feet, supported by the ground beneath you.', pause: 2 },
      { text: 'You are safe here. You are held.', pause: 4 },
    ],
  },
  {
    heading: 'The light in your heart',
    lines: [
      { text: 'Now place your attention in the center of your chest, at your heart.', pause: 2 },
      { text: 'Imagine a small, soft light glowing there. It may be golden, or rose pink, or any color that feels kind.', pause: 3 },
      { text: 'With every breath in, the light grows a little brighter.', pause: 2 },
      { text: 'With every breath out, it spreads a little further, warming your whole body.', pause: 3.5 },
      { text: 'This light is your own capacity to love, and to be loved. It has always been here.', pause: 4 },
    ],
  },
  {
    heading: 'Opening to love',
    lines: [
      { text: 'Think of a moment when you felt truly cared for. A kind word, a warm hand, a shared laugh.', pause: 3 },
      { text: 'Let that feeling return to you now, and rest in it.', pause: 3.5 },
      { text: 'Now imagine the love you wish to welcome into your life.', pause: 2 },
      { text: 'You do not need to see a face. Simply feel how it would be.', pause: 2 },
      { text: 'Feel the ease of being understood. The comfort of being yourself, completely, with someone who is glad you are here.', pause: 3.5 },
      { text: 'Picture the two of you walking together, unhurried, on a quiet evening.', pause: 3.5 },
      { text: 'Notice how your heart light answers this picture. Let it glow, open and unafraid.', pause: 4 },
    ],
  },
  {
    heading: 'Gentle affirmations',
    lines: [
      { text: 'Silently repeat after me, or simply listen.', pause: 2 },
      { text: 'I am worthy of love, just as I am.', pause: 3.5 },
      { text: 'I open my heart to love that is kind and true.', pause: 3.5 },
      { text: 'I release old hurts, with gratitude for what they taught me.', pause: 3.5 },
      { text: 'I give love freely, and I receive it with ease.', pause: 3.5 },
      { text: 'Love is finding its way to me, in its own perfect time.', pause: 5 },
    ],
  },
  {
    heading: 'Returning',
    lines: [
      { text: 'Let the light in your heart settle into a steady, gentle glow. It stays with you when this meditation ends.', pause: 3 },
      { text: 'Begin to notice the sounds around you, and the surface beneath you.', pause: 2 },
      { text: 'Wiggle your fingers and your toes. Take a fuller breath.', pause: 3 },
      { text: 'When you are ready, slowly open your eyes.', pause: 2 },
      { text: 'Carry this warmth with you into your day. Thank you for taking this time for yourself.', pause: 3 },
    ],
  },
];

/** Every line in order, for the script that speaks them. */
export const meditationLines = (): MeditationLine[] => MEDITATION_TRANSCRIPT.flatMap((section) => section.lines);
