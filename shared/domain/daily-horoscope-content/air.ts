import type { SignDailyContent } from './types';

export const gemini: SignDailyContent = {
  love: {
    leads: [
      'Mercury quickens your words today, Gemini, and a flirtatious exchange could linger long after it ends.',
      'Your curiosity is your most attractive trait, and someone is delighted that you keep asking questions.',
      'Two feelings pull you in different directions today, and both are telling you something true.',
      'A message arrives that makes you smile far more than you expected.',
      'Conversation is how you fall in love, and today the talk wanders somewhere deeper than usual.',
      'Your restless heart wants variety, while someone close to you is hoping for a little constancy.',
    ],
    advice: [
      'Listen as brilliantly as you talk, and let a pause do some of the flirting.',
      'Send the note you keep drafting in your head: light, honest and a little playful.',
      'Suggest a small outing to somewhere neither of you has been before.',
      'Stay with one conversation a little longer than feels natural, and see what surfaces.',
      'Let your actions match your words, so your charm has something solid behind it.',
      'If you feel torn, talk it through out loud with someone you trust rather than spinning alone.',
    ],
  },
  work: {
    leads: [
      'Ideas arrive faster than you can catch them, and one of them is better than it first looks.',
      'Your gift for explaining things clearly is exactly what a confused colleague needs.',
      'A dozen open tabs, on your screen and in your mind, are competing for your attention.',
      'News travels fast around you today, and you are often the first to connect the dots.',
      'A project that bored you comes alive the moment you find a new angle on it.',
      'Meetings and messages fill the day, and your quick wit keeps them moving.',
    ],
    advice: [
      'Gather your ideas in one place before choosing the one to follow.',
      'Close what you can finish and park the rest with a note for tomorrow.',
      'Check the details once more before you press send; speed is your gift, not your shortcut.',
      'Pair up with someone steady, since your spark and their follow-through make a strong team.',
      'Ask the question everyone else is too shy to ask.',
      'Learn one new skill or tool today, however small; it will feed your curiosity for weeks.',
    ],
  },
  self: {
    leads: [
      'Your mind is buzzing like a busy street, and it would love a quiet side road for a while.',
      'You can be the life of every conversation and still feel a little unheard inside.',
      'Boredom is your warning light, and today it blinks at a routine that has gone stale.',
      'Your twin nature wants company and solitude at once, and both wishes are fair.',
      'A book, a podcast or a chance remark sparks a new fascination.',
      'Spreading yourself across too many things has left your energy a little thin.',
    ],
    advice: [
      'Take a walk without your phone and let your thoughts wander in the open air.',
      'Write a page in a journal, a letter to yourself that no one else will read.',
      'Change one small thing in your routine: a new café, a different route, a fresh playlist.',
      'Choose one interest for the evening and give it your undivided attention.',
      'Call a friend who makes you laugh, and let the conversation meander wherever it likes.',
      'Switch off notifications for an hour and notice how your thoughts settle.',
    ],
  },
  insights: [
    'The best answer today may come from the question you almost did not ask.',
    'Two paths can both be right; you are allowed to walk one now and the other later.',
    'Mercury favours the message sent with kindness over the one sent with speed.',
    'Your curiosity is a compass: follow whatever makes you lean in.',
    'A light touch opens doors that force would slam shut.',
    'Not every thought needs to be spoken, but the kind ones usually do.',
    'Depth is not the opposite of variety; it is variety looked at closely.',
    'A word you choose with care today will be remembered longer than a hundred quick ones.',
  ],
};

export const libra: SignDailyContent = {
  love: {
    leads: [
      'Venus lends grace to your heart today, Libra, and harmony feels within easy reach.',
      'You are a natural partner, and today you sense where a relationship needs a little rebalancing.',
      'A choice about love feels hard because you can see every side of it so clearly.',
      'Your charm opens doors, yet today it is your honesty that someone will remember.',
      'Keeping the peace may have meant quietly swallowing a wish of your own.',
      'Beauty and romance go hand in hand for you, and the day has a generous share of both.',
    ],
    advice: [
      'Say what you want, not only what keeps everyone comfortable.',
      'Plan something lovely together: a gallery, a garden or a dinner by candlelight.',
      'Give your heart permission to choose without a perfect list of pros and cons.',
      'Listen for what goes unspoken, and answer that too.',
      'Let a small disagreement breathe instead of smoothing it over too soon.',
      'Offer yourself the same fairness you give so readily to everyone else.',
    ],
  },
  work: {
    leads: [
      'Your diplomatic touch is needed to settle a disagreement between colleagues.',
      'A decision weighs on you because every option has its merits.',
      'Collaboration brings out your best, and a working partnership shows real promise.',
      'Your eye for design and presentation makes an ordinary project shine.',
      "You may be holding other people's conflicts when they are not yours to hold.",
      'A question of fairness at work catches your attention and will not let go.',
    ],
    advice: [
      'Give the decision a deadline and trust the choice you make by then.',
      'Bring people together, hear each side, then propose a fair middle path.',
      'Make the work look as good as it works; presentation is your strength.',
      'Speak up for what is fair, calmly and clearly, and let your even tone carry the point.',
      'Step back from a dispute that belongs to someone else.',
      'Pair up with someone whose strengths balance your own.',
    ],
  },
  self: {
    leads: [
      'You crave balance, and today you notice where your life tips too far one way.',
      'Surrounding yourself with beauty lifts your mood more than you might expect.',
      'Pleasing everyone has left a little of you out of the picture.',
      'Dithering over small choices is quietly wearing you out.',
      'Your social calendar is full, and a quiet evening may be exactly what you need.',
      'Harmony in your surroundings is what lets you feel centred today.',
    ],
    advice: [
      'Arrange some flowers, straighten a shelf or light a candle, and make a little harmony with your hands.',
      'Make one small decision quickly and enjoy how freeing it feels.',
      'Spend some time alone doing something beautiful just for you.',
      'Ask yourself what you want before asking what anyone else needs.',
      'Let art, music or a stretch of nature set your scales level again.',
      'Turn down one invitation without a shred of guilt.',
    ],
  },
  insights: [
    'Balance is not stillness; it is the art of constant, gentle adjustment.',
    'The scales weigh fairly only when your own needs are on them too.',
    'Peace made by silencing yourself is only a pause.',
    'Beauty is your way of bringing order to the world.',
    'A clear yes or no is its own kind of kindness.',
    'Venus asks you to receive as gracefully as you give.',
    'Harmony sometimes needs one brave note before it resolves.',
    'Every relationship is a dance, and today you can let someone else lead a step.',
  ],
};

export const aquarius: SignDailyContent = {
  love: {
    leads: [
      'Uranus sends a pleasant surprise into your love life today, Aquarius, and the unexpected suits you.',
      'For you, love grows out of friendship, and a friend may be showing you a new side.',
      'Your independence is part of your appeal, though someone wonders how close they are allowed to come.',
      'A connection that does not follow the usual script feels exactly right to you.',
      'You may seem cool and detached today while a great deal is going on beneath the surface.',
      'A shared cause or a common passion brings someone closer than small talk ever could.',
    ],
    advice: [
      'Share a feeling, not only an idea, and let it be a little untidy.',
      'Do something unusual together: a workshop, a night of stargazing, a hobby neither of you has tried.',
      'Reassure someone that needing space is not the same as needing distance.',
      'Listen with your heart as carefully as you listen with your mind.',
      'Let your quirks show, because the right person is collecting them.',
      'Invite someone into one of your big ideas and ask what they would add.',
    ],
  },
  work: {
    leads: [
      'An idea of yours that seemed ahead of its time finally finds someone who gets it.',
      'Group efforts and community projects bring out your best today.',
      'You spot the solution others miss because you start from a different place.',
      'Routine tasks chafe against your inventive mind, and your attention keeps slipping off to better ideas.',
      'Your fair, independent view helps a team that has split into camps.',
      'A new tool or system catches your interest, and you see uses for it that nobody else has.',
    ],
    advice: [
      'Turn your idea into a first step others can picture, and the rest will follow.',
      'Bring in collaborators rather than building the whole thing alone.',
      'Treat a dull task as an experiment and see whether you can improve the process.',
      'Hold on to your unusual angle even when the room leans the other way.',
      'Introduce two people who could help each other; connecting minds is your talent.',
      'Test your theory on something small before you roll it out.',
    ],
  },
  self: {
    leads: [
      'Your mind is crowded with ideas, and your heart is asking for some of the attention.',
      'You need room to be entirely yourself, without explaining it to anyone.',
      'Being part of something bigger than yourself is what restores you today.',
      'You may feel like the odd one out, yet that difference is exactly your gift.',
      'Worries about the wider world weigh on you more than usual.',
      'Your eccentric side is restless and wants a way to express itself.',
    ],
    advice: [
      'Spend time with people who share your odd enthusiasms, and feel at home.',
      'Try something new and a little eccentric, purely because it intrigues you.',
      'Give an hour to a cause you care about; doing something beats worrying about it.',
      'Step away from screens and check in with how you actually feel.',
      'Look up at the night sky for a while and let your thoughts roam.',
      'Let yourself feel a feeling all the way through before you explain it.',
    ],
  },
  insights: [
    'Your originality is no accident; it is what you are here to offer.',
    'Closeness and independence can share a home when both are honoured.',
    'The future is built by people who dare to picture it first.',
    'Uranus reminds you that a sudden change of course can be the right one.',
    'Your friendship is a form of love, and people feel it.',
    'Feelings are information too, so let them into your reasoning.',
    'Being different is not the same as being alone.',
    'The idea that seems strange today may be ordinary tomorrow, because you thought of it first.',
  ],
};
