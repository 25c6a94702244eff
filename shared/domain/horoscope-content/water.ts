import type { SignHoroscopeContent } from './types';

export const cancer: SignHoroscopeContent = {
  forecasts: [
    'The Moon, your guiding light, deepens your emotional world this week. Feelings you have kept close may want to be shared with someone you trust. Speak softly and honestly, and let the tide carry you closer together.',
    'Your nurturing heart makes everyone feel at home, Cancer. This week the stars ask you to let someone nurture you in return. Receiving care is part of the circle of love.',
    'The cards point to a bond rooted in memory and belonging. A shared story, a family tradition or a familiar place may bring two hearts nearer. Cherish the comfort of what is known and loved.',
    'You may feel more sensitive than usual, and that is not a flaw. Your intuition is especially strong now, guiding you toward people who feel safe and kind. Trust the quiet knowing in your chest.',
    'Stepping out of your shell, even a little, could lead to a lovely surprise. An invitation accepted or a message sent first may open a new door. Courage looks beautiful on a gentle heart.',
    'A cozy evening could become a turning point for a relationship. Creating a warm space for honest conversation lets love breathe and grow. Light a candle, put on a favorite song and let the moment unfold.',
    'Letting go of an old hurt can make room for fresh tenderness. You do not have to forget in order to heal. Release what you can, and let the waves wash the shore clean.',
  ],
  insights: [
    'Home is not only a place: it is the feeling of being fully understood.',
    'Your tenderness is a strength, and someone is ready to honor it.',
    'Follow the gentle tug of your intuition this week: it knows the way.',
    'The Moon changes every night, yet it always returns: so does love that is meant for you.',
    'Let someone take care of you this week, and notice how good it feels.',
  ],
  sentences: [
    'As a Cancer, your caring heart is destined for a love that feels like a warm and safe home.',
    'As a Cancer, your deep intuition will help you recognize your soulmate the moment you meet.',
    'As a Cancer, your nurturing spirit draws a partner who longs to cherish you in return.',
    'As a Cancer, your loyal soul is preparing for a bond as deep and timeless as the sea.',
    'As a Cancer, your tender heart is guided by the Moon toward the love you have been dreaming of.',
  ],
};

export const scorpio: SignHoroscopeContent = {
  forecasts: [
    'Pluto, your planet of transformation, stirs the deep waters of your heart this week. A meaningful conversation could reveal a truth that brings you closer to someone. Depth is your element, so dive in with care.',
    'Your intensity is magnetic, Scorpio, and someone is quietly drawn to it. Let them glimpse the warmth beneath your mystery. Trust, offered a little at a time, can become something profound.',
    'The cards suggest a connection that feels fated, as though two paths were always meant to cross. Honor the feeling, but let time reveal its true shape. The most powerful bonds do not need to be rushed.',
    'Letting go of control may be the key to a deeper intimacy. When you allow love to surprise you, it often arrives in its most beautiful form. Release the need to know every outcome in advance.',
    'An old emotion may surface this week, asking for your attention. Meeting it with compassion rather than judgment can free you to love more openly. Healing and desire often walk the same path.',
    'Your loyalty runs deep, and this week it is reflected back to you. Notice who stands by you with quiet devotion. These are the people who deserve your most guarded secrets.',
    'A moment of honest vulnerability could change everything. Sharing your true feelings may feel like a risk, but it is also an invitation. The right heart will accept it with tenderness.',
  ],
  insights: [
    'The deepest waters hold the brightest pearls: let someone dive in with you.',
    'Trust is your truest love language; give it where it has been earned.',
    'Transformation is not loss: it is the heart shedding what no longer fits.',
    'Let one mystery remain unsolved this week, and enjoy the wonder of it.',
    'Your passion is powerful; pair it with patience and it becomes unforgettable.',
  ],
  sentences: [
    'As a Scorpio, your passionate heart is destined for a love of rare depth and devotion.',
    'As a Scorpio, your magnetic spirit draws a soulmate who is unafraid of your intensity.',
    'As a Scorpio, your loyal soul will be matched by someone who guards your heart as fiercely as you do.',
    'As a Scorpio, your intuition is leading you toward a bond that transforms you both.',
    'As a Scorpio, your mysterious heart is ready to be truly seen by the one who is meant for you.',
  ],
};

export const pisces: SignHoroscopeContent = {
  forecasts: [
    'Neptune, your dreamy planet, fills your week with romantic imagination. A song, a dream or a fleeting glance could carry a message from the heart. Pay attention to the gentle signs around you.',
    'Your compassion is boundless, Pisces, and it draws kind souls to your side. This week, make sure your own heart receives the same gentleness you give. Love flows best when it flows in both directions.',
    'The cards hint at a soul connection that feels familiar from the very first moment. Trust the feeling, while letting the connection reveal itself over time. Some bonds seem to begin long before we meet.',
    'Creativity and romance are beautifully intertwined for you now. Writing, music or art may help you express feelings that words alone cannot hold. Share your creations with someone who truly listens.',
    'You may be tempted to see someone through a rosy haze. Enjoy the dream, but also look for the small, real signs of care. The love that lasts is the one that is kind on ordinary days.',
    'A quiet moment by water or under the night sky could bring clarity to your heart. Let yourself drift and reflect on what you truly long for. The answer may arrive as softly as the tide.',
    'Someone admires your gentle, intuitive way of seeing the world. Let them into your inner sea, one wave at a time. Being understood is one of the sweetest forms of love.',
  ],
  insights: [
    'Your dreams are not escapes: they are maps of what your heart truly wants.',
    'Kindness returned is the clearest sign that a connection is true.',
    'Let your intuition swim freely this week; it knows currents your mind cannot see.',
    'A gentle boundary is also an act of love, for yourself and for others.',
    'The stars reflect on still water: find a quiet moment and listen to your heart.',
  ],
  sentences: [
    'As a Pisces, your dreamy heart is destined for a soulmate who understands your deepest feelings.',
    'As a Pisces, your compassionate soul draws a love as gentle and devoted as your own.',
    'As a Pisces, your intuition is a compass pointing toward a connection written in the stars.',
    'As a Pisces, your romantic spirit is ready for a love that feels like a beautiful dream come true.',
    'As a Pisces, your tender heart will be cherished by someone who sees the magic in you.',
  ],
};
