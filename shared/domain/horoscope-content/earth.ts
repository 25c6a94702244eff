import type { SignHoroscopeContent } from './types';

export const taurus: SignHoroscopeContent = {
  forecasts: [
    'Venus, your ruling planet, wraps this week in a soft and sensual glow. Simple pleasures such as a shared meal, a walk at dusk or a favorite song can deepen a bond in quiet ways. Let beauty be the language of your heart.',
    'Your steadiness is a gift to everyone around you, Taurus. Someone may be seeking exactly the calm and reliability you offer so naturally. Allow them to see the tender soul behind your patient strength.',
    'The cards suggest that good things are growing slowly beneath the surface. Just as a garden does not bloom overnight, a meaningful connection is taking root. Trust the season and keep tending it with care.',
    'A moment of vulnerability could open a new chapter this week. Telling someone what comforts you, or what you quietly hope for, invites them closer. Your honesty builds a home where love can stay.',
    'You may feel drawn to what is familiar, yet the stars encourage one small step beyond your comfort. A new place or a new face could bring a delightful surprise. Loyalty to yourself can include a little adventure.',
    'Warmth and touch speak loudly for you now. A hug, a handwritten note or a thoughtful gesture may carry more meaning than a long conversation. Offer affection in the ways that feel most natural to you.',
    'Letting go of an old grudge or a stubborn expectation can make room for something sweeter. You do not need to hold on to every memory to honor it. Release gently, and feel how much lighter your heart becomes.',
  ],
  insights: [
    'What grows slowly grows deep: trust the quiet progress of your heart.',
    'Your calm presence is a sanctuary, and someone is longing to rest there.',
    'A small act of comfort this week may be remembered for a very long time.',
    'Loosen your grip on how love should arrive, and notice how it already does.',
    'Beauty shared is beauty doubled: invite someone into your favorite ritual.',
  ],
  sentences: [
    'As a Taurus, your steadfast heart is building a love that will stand the test of time.',
    'As a Taurus, your gentle strength draws a soulmate who craves the peace you create.',
    'As a Taurus, your devotion is a garden, and your soulmate is ready to bloom beside you.',
    'As a Taurus, your love for life\u2019s simple pleasures will be shared by someone just as sincere.',
    'As a Taurus, your loyal soul deserves a love as warm and dependable as your own.',
  ],
};

export const virgo: SignHoroscopeContent = {
  forecasts: [
    'Mercury, your guiding planet, sharpens your intuition in matters of the heart. Small details may reveal big truths this week: a kind habit, a remembered word, a thoughtful question. Pay attention to what is shown rather than only what is said.',
    'Your caring nature often puts others first, Virgo. This week the stars invite you to let someone care for you in return. Accepting kindness gracefully is its own quiet act of love.',
    'The cards point to a connection that grows through shared purpose. Working side by side, helping a friend or learning something together could spark genuine closeness. Love often arrives dressed as everyday companionship.',
    'You do not need to be perfect to be deeply loved. Letting someone see your unfinished edges may bring you closer than any polished impression. Gentleness toward yourself makes room for tenderness from others.',
    'A thoughtful conversation could clear away an old misunderstanding. Speak with the clarity you are known for, softened by warmth. What is sorted out with care can become stronger than before.',
    'Your sense of order can create a peaceful home for love to grow. This week, try making space in your schedule for spontaneity as well. An unplanned moment may hold the sweetest surprise.',
    'Someone admires your mind as much as your heart. Share the ideas and small passions that light you up. The person who listens closely to them is worth getting to know.',
  ],
  insights: [
    'Love is in the details you notice, and in the ones you lovingly overlook.',
    'Let one imperfect moment pass without fixing it, and see what tenderness fills the space.',
    'Your quiet acts of care are seen more often than you think.',
    'The heart, like any garden, thrives on both attention and rest.',
    'Someone is hoping you will ask them one more question: be curious.',
  ],
  sentences: [
    'As a Virgo, your thoughtful heart is preparing for a love built on care, trust and understanding.',
    'As a Virgo, your attention to detail will help you recognize your soulmate by the little things.',
    'As a Virgo, your devoted spirit will be met by someone who cherishes your gentle strength.',
    'As a Virgo, your kindness creates a calm harbour where true love can safely arrive.',
    'As a Virgo, your sincere heart is guiding you toward a partner who sees you clearly and loves you fully.',
  ],
};

export const capricorn: SignHoroscopeContent = {
  forecasts: [
    'Saturn, your steadfast planet, rewards patience in love this week. A connection built slowly and sincerely may reveal how strong it has become. Take a moment to appreciate how far your heart has travelled.',
    'You carry many responsibilities, Capricorn, yet your heart longs for moments of ease. Let someone share the weight, even in small ways. Allowing support is not a weakness; it is the foundation of partnership.',
    'The cards suggest that your quiet loyalty is being noticed. Someone values the way you show up, again and again, without fuss. Consider letting them know that their steadiness matters to you too.',
    'A gentle softening is in the stars. Laughter, a relaxed evening or a playful message may reveal a side of you that others rarely see. Let your guard down a little and enjoy being known.',
    'You may be thinking about the long road ahead in love. Dreams of a shared future are welcome, but so is today\u2019s simple joy. Balance your plans with presence, and both will flourish.',
    'An old connection could resurface with new meaning. Approach it with wisdom and kindness, and trust your instincts about what deserves a place in your life. Closure and new beginnings can look surprisingly alike.',
    'Your ambition and your affection can walk together this week. Share your goals with someone who believes in you, and listen to theirs in return. Support flowing both ways is a sign of real closeness.',
  ],
  insights: [
    'The mountain you are climbing is more beautiful with someone beside you.',
    'Patience is your secret romance: what you build slowly, you build to last.',
    'Let one evening this week be about feeling rather than achieving.',
    'Your reliability is a love letter, even when you do not write it down.',
    'Winter-born hearts know that warmth means most when it is chosen.',
  ],
  sentences: [
    'As a Capricorn, your devoted heart is laying the foundation for a love that lasts a lifetime.',
    'As a Capricorn, your patience will be rewarded by a soulmate who values depth over haste.',
    'As a Capricorn, your quiet strength draws a partner who longs to build something real with you.',
    'As a Capricorn, your loyal spirit is ready to share the climb with someone truly worthy.',
    'As a Capricorn, your steady heart is guiding you toward a love that feels like coming home.',
  ],
};
