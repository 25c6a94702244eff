import type { SignDailyContent } from './types';

export const aries: SignDailyContent = {
  love: {
    leads: [
      'Mars quickens your pulse today, Aries, and a feeling you have been circling is ready to be said out loud.',
      'Your directness is more charming than you think, and someone has been waiting for you to make the first move.',
      'A spark of rivalry in a close bond can turn into play today, if you both remember you are on the same team.',
      'You fall for courage, and today you may notice a quieter kind of it in someone you had overlooked.',
      'The fire in you wants an answer right now, while the heart across from you needs a little longer to find its words.',
      'The thing that first drew you to someone feels brand new again, as bright as the day you met.',
    ],
    advice: [
      'Lead with a question instead of a declaration, and let them meet you halfway.',
      'Let your warmth arrive before your hurry does; the right person will keep pace.',
      'Suggest something with a little adventure in it, even a new route home together.',
      'Say the brave, simple thing, then give the silence after it room to breathe.',
      'If a disagreement flares, cool it with a laugh before it turns into a contest.',
      'Notice the small gestures coming your way and answer each one in kind.',
    ],
  },
  work: {
    leads: [
      'You are at your best at the start of things, and today hands you a blank page to claim.',
      'Your energy runs high enough to clear a task that has sat untouched for days.',
      "A colleague's slow pace may test your patience, yet their caution could save your idea from a stumble.",
      'Someone is looking for a person willing to go first, and yours is the name that comes to mind.',
      'A challenge you would normally charge at head-on gives way more easily through a side door today.',
      'Your competitive streak is wide awake, ready to be aimed at your own best effort rather than at anyone else.',
    ],
    advice: [
      'Pick the one goal that matters most and finish it before you start the next.',
      'Put your bold first draft on the table; it can be polished once others join in.',
      'Count to ten before you answer anything that stings, then reply to the substance, not the tone.',
      'Share the credit generously, since a team that feels seen will follow your lead further.',
      'Write down the idea that arrives in a rush before the next one pushes it aside.',
      'Ask for the responsibility you want, because waiting to be noticed was never your style.',
    ],
  },
  self: {
    leads: [
      'Your body wants to move today, and restlessness is only energy looking for a job.',
      'You have been running on fire and adrenaline, and a pause now will leave you stronger, not slower.',
      'Frustration may flare over something small, a sign that you need an outlet more than an argument.',
      'A brand-new interest is calling, and the beginner in you is happiest when it gets to try.',
      'You push so hard for everything around you that your own wishes sometimes wait at the back of the line.',
      'Courage is your home ground, and today it may ask you to be brave enough to rest.',
    ],
    advice: [
      'Take a brisk walk, a run or a dance around the kitchen and let the steam out on purpose.',
      'Give yourself one unhurried hour with no goal at all and see what it brings back.',
      'Try something you are not good at yet and enjoy being new at it.',
      'Put a small reward for yourself on the calendar tonight, something to look forward to.',
      'Before you react, breathe out slowly twice: your fire burns cleaner with a little air.',
      'Say no to one thing that drains you, and feel how much lighter the day becomes.',
    ],
  },
  insights: [
    'The first step is yours to take, and the path starts shaping itself once you do.',
    'Patience is not the opposite of courage; today it is courage, slowed down to walking pace.',
    'A spark becomes a fire only when it has air, so leave some room around your plans.',
    'Not every door needs to be kicked open: some swing wide at a knock.',
    'Even the boldest charge begins with a moment of stillness and aim.',
    'What you begin with a full heart today keeps that warmth for a long time.',
    'Your honesty is a gift when it comes with a little warmth wrapped around it.',
    'Mars asks you to pick the one battle worth fighting and let the rest go by.',
  ],
};

export const leo: SignDailyContent = {
  love: {
    leads: [
      'The Sun warms your heart today, Leo, and your generosity makes someone feel like royalty.',
      'You love grandly, yet today a small, quiet gesture may mean even more than a grand one.',
      'Someone admires you from a distance, drawn more by your warmth than by your sparkle.',
      'Pride could stand between you and a making-up that both of you secretly want.',
      'Playfulness is your love language today, and shared laughter pulls you closer.',
      'You long to be truly seen, not just applauded, and someone is ready to look.',
    ],
    advice: [
      'Turn the spotlight toward the person you love and let them shine for a while.',
      'Be the first to soften; a big heart is never made smaller by bending.',
      'Plan something fun and a little theatrical: a picnic, a dance, a well-kept surprise.',
      'Let someone see the tender side you usually keep backstage.',
      'Say thank you with flair, in a note, a flower or a compliment you truly mean.',
      'Ask for the attention you need directly instead of waiting to be noticed.',
    ],
  },
  work: {
    leads: [
      'Your creative ideas want an audience, and today one of them finds it.',
      'You take the lead naturally, and the group is ready to follow someone with vision.',
      'Recognition may be slower to come than you would like, but your effort has been noticed.',
      'A chance to present, pitch or perform puts you right in your element.',
      'Your warmth lifts a tired team more than you know.',
      'A tussle over credit could pull your attention away from the work that truly matters.',
    ],
    advice: [
      'Share the stage with those who helped you, since praise you pass on comes back brighter.',
      'Make your pitch bold, then back it with the details that prove it.',
      'Let your work speak for itself for a day and hear how loudly it does.',
      'Hand out encouragement freely; a word from you can change the course of someone\'s day.',
      'Take on the creative task nobody else wants and make it unmistakably yours.',
      'Choose cooperation over competition, because the whole team shines when you do.',
    ],
  },
  self: {
    leads: [
      'Your inner fire wants to create something purely for the joy of it.',
      'You have been giving warmth to everyone, and you deserve some sunshine of your own.',
      'Your pride may be a little bruised today, and it is asking for comfort rather than defence.',
      'The child in you wants to play, and grown-up duties can wait an hour.',
      'You shine brightest when you feel at ease in your own skin, and today invites exactly that.',
      'Praise from others is lovely, but today your own approval matters most.',
    ],
    advice: [
      'Wear something that makes you feel radiant, even if you never leave the house.',
      'Paint, sing, write or dance with no audience at all.',
      'Sit in the sunshine or by a warm lamp for a while and let it fill you up again.',
      'Forgive yourself for one mistake and let it go with a regal wave.',
      'Spend the evening with people who love you without asking anything of you.',
      'Write down three things you are proud of lately and read them aloud.',
    ],
  },
  insights: [
    'True radiance needs no stage; it lights up any room you walk into.',
    'A generous heart is your crown, so wear it lightly.',
    'The Sun does not wait for the flowers to applaud before it shines.',
    'Humility and confidence can share one heart, and yours has room for both.',
    'Your courage inspires others more than any words you could say.',
    'Play is not a distraction from your purpose; it is part of it.',
    'Let someone else hold the torch for a moment: your light will not dim.',
    'The lion rests for much of the day, and that rest is where its strength gathers.',
  ],
};

export const sagittarius: SignDailyContent = {
  love: {
    leads: [
      'Jupiter widens your heart today, Sagittarius, and love feels like the start of a journey.',
      'Your honesty is a breath of fresh air, and someone loves that you say exactly what you mean.',
      'Freedom and closeness do not have to compete, and today you catch a glimpse of how they fit together.',
      'A shared joke opens a door, and behind it waits a more serious kind of closeness.',
      'Someone from a different place or background catches your interest with a story you have never heard.',
      'Your restless spirit keeps glancing at the horizon, even when the best view is right beside you.',
    ],
    advice: [
      'Plan a small adventure together, a walk through an unfamiliar neighbourhood or a dish neither of you has cooked.',
      'Wrap your blunt truths in a smile and give them time to land.',
      'Share one of your big dreams and ask about theirs with real curiosity.',
      'Stay for the serious conversation, not only for the fun that comes before it.',
      'Give the people you love the same freedom you would never give up yourself.',
      'Let a question you have never asked lead the conversation somewhere new.',
    ],
  },
  work: {
    leads: [
      'Your big-picture thinking shows the way forward when a project gets lost in its own details.',
      'Your optimism lifts a team that has been stuck in a gloomy stretch.',
      'Details bore you, but today a few of them truly matter.',
      'A chance to learn, teach or travel for your work comes into view.',
      'Your enthusiasm is running high, and it could tempt you to promise more than a day can hold.',
      'A bold idea you have been carrying around deserves a proper hearing.',
    ],
    advice: [
      'Aim your arrow at one target and follow it all the way through.',
      'Team up with someone who loves the fine print, and let them check your aim.',
      'Promise what you can deliver, then delight everyone by delivering a little more.',
      'Remind the team of the larger purpose whenever they lose sight of it.',
      'Sign up for the course, the workshop or the challenge that stretches you.',
      'Put your idea forward with conviction and an honest plan for the first three steps.',
    ],
  },
  self: {
    leads: [
      'Your spirit is hungry for open space, big skies and fresh air.',
      'Restlessness is telling you that you need something new to learn or explore.',
      'Your optimism is a gift, but today a heavier feeling also wants to be acknowledged.',
      'Big questions about meaning and direction are keeping your mind good company.',
      'Laughter comes easily today, and it clears your head like a strong wind.',
      'You have said yes to so many plans that your calendar has no room left to breathe.',
    ],
    advice: [
      'Head outdoors and take a route you have never walked before.',
      'Read something that stretches your view of the world, from a place or a time far from your own.',
      'Let yourself feel the heavy thing for a while, then watch your natural hope return.',
      'Write a page about what gives your life meaning right now.',
      'Spend the evening with your funniest friend or a comedy that makes you cry with laughter.',
      'Cancel one plan and enjoy the gift of an open evening.',
    ],
  },
  insights: [
    'The journey teaches more than the destination, so enjoy the road you are on.',
    'Truth told with kindness travels furthest.',
    'Freedom tastes sweeter when you choose where to commit.',
    'Jupiter reminds you that good fortune tends to find the curious.',
    'The archer aims high, but first the bow must be drawn back.',
    'Every horizon you reach reveals another, and that is the joy of it.',
    'Your laughter can be a lantern for someone on a grey day.',
    'Wisdom is knowing when to travel and when to stay.',
  ],
};
