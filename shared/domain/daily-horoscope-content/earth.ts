import type { SignDailyContent } from './types';

export const taurus: SignDailyContent = {
  love: {
    leads: [
      'Venus softens your day, Taurus, and affection shows up in the most ordinary, touchable ways.',
      "You trust what you can feel, and today someone's steady actions speak louder than any promise.",
      'A familiar ritual with someone you love feels newly precious, like a favourite song heard again.',
      'Your loyalty is a quiet fortress, and today someone notices how safe it feels inside.',
      'Stubbornness may creep into a small disagreement, though neither of you truly wants to win it.',
      'Slow, unhurried moments are where your heart opens, and the day offers a few of them.',
    ],
    advice: [
      'Share a meal, a walk or a song rather than a speech: your love speaks best through the senses.',
      'Let a little novelty into the comfortable rhythm you both cherish.',
      'When you feel yourself digging in, ask what the other person needs in order to feel heard.',
      'Say out loud the appreciation you usually show with deeds, because words count too.',
      'Give someone new the time you would give a garden; trust grows in its own season.',
      'Make your home welcoming tonight and let the evening unfold without a plan.',
    ],
  },
  work: {
    leads: [
      'Your steady pace is exactly what a hurried project needs, even if others cannot see it yet.',
      'A task that calls for craft and care lands in your hands, and it suits you well.',
      'Change is being discussed around you, and your first instinct is to hold your ground.',
      'Your patience is bearing fruit: something you have tended for weeks begins to show results.',
      'When others drift into theory today, you are the one who sees what will actually work.',
      'A comfortable routine at work is starting to feel a little too snug for your talents.',
    ],
    advice: [
      'Do one thing thoroughly rather than three things halfway; quality is your signature.',
      'Hear the new idea out fully before deciding, and you may find solid ground in it after all.',
      'Make your workspace a little more pleasant, with a plant or better light, and feel your focus settle.',
      'Offer your reliable judgement when a decision stalls, then let others share the weight.',
      'Set a clear finishing time and keep to it; steady effort beats the late-night push.',
      'Take the small risk of asking for more, since your track record speaks for you.',
    ],
  },
  self: {
    leads: [
      'Your senses are especially awake today, and small pleasures land with extra sweetness.',
      'You may be carrying more than you admit, because being dependable can feel like being unbreakable.',
      'The earth in you wants to slow down and feel grounded after a busy stretch.',
      'A craving for comfort is really a craving for calm, and you know how to make both.',
      'You are happiest when your hands are busy with something real.',
      'A change in your surroundings feels unsettling, yet part of you is curious about what could grow.',
    ],
    advice: [
      'Spend some time outdoors, feel the ground under your feet and let the day slow down.',
      'Cook something simple and savour every bite without a screen in sight.',
      'Put on music you love and give it your full attention, the way you would a good meal.',
      'Tend a plant, mend something small or bake: making something real restores you.',
      'Loosen one fixed habit today, just to see how it feels.',
      'Treat yourself to one beautiful thing, a flower, a scent or a soft blanket, and enjoy it slowly.',
    ],
  },
  insights: [
    'What you build slowly is what lasts, and today lays one more good stone in the wall.',
    'Steadiness is a gift; flexibility is what keeps it from becoming a rut.',
    'Roots need stillness, but branches need room to sway.',
    'Venus reminds you that beauty is not a luxury but a way of paying attention.',
    'The bull is strongest when it chooses its ground, not when it refuses to move.',
    'Comfort shared becomes a home; comfort hoarded becomes a wall.',
    'Trust the season you are in: not everything ripens at once.',
    'Your calm is contagious, and someone near you needs to catch it today.',
  ],
};

export const virgo: SignDailyContent = {
  love: {
    leads: [
      'Mercury sharpens your eye today, Virgo, and you notice the small things that say someone cares.',
      'You show love by being useful, and today someone notices all the quiet help you give.',
      'Your high standards may be keeping you at arm\'s length from someone who is lovely just as they are.',
      'A practical gesture, a fixed shelf or a remembered appointment, says more than poetry today.',
      'Overthinking a message could make a simple feeling look complicated.',
      'Someone treasures your honesty, especially when it comes gently.',
    ],
    advice: [
      'Let someone help you for a change, and resist the urge to redo what they did.',
      'Say the affectionate thing plainly, without analysing it first.',
      'Notice what is going right between you before you look for what could be better.',
      'Offer help only when it is wanted, and offer your company all the time.',
      'Plan a simple evening with care; the thought you put into the details is part of the gift.',
      "Let a small imperfection in someone make you smile instead of frown.",
    ],
  },
  work: {
    leads: [
      'Your eye for detail catches a slip that could have cost the team days of work.',
      'A messy process is begging to be organised, and you know exactly how.',
      "You may be tempted to redo others' work instead of trusting them with it.",
      'Your quiet competence earns respect today, even if nobody says so out loud.',
      'A long list of tasks looks daunting, but you have a method for lists like this.',
      'Someone comes to you for advice because they know it will be careful and sound.',
    ],
    advice: [
      'Sort your list into what matters today and what only feels urgent.',
      'Aim for excellent rather than flawless, and hand the work in on time.',
      'Teach someone your method instead of doing the job for them.',
      'Put your suggestions in writing, clearly and kindly, so they can be used.',
      'Take short breaks between tasks to keep your attention sharp.',
      'Celebrate a finished task before rushing on to the next one.',
    ],
  },
  self: {
    leads: [
      'Your inner critic is loud today, and it deserves a gentler voice.',
      'Order around you brings calm within, and a tidy space helps your mind settle.',
      "You have been seeing to everyone's needs and postponing your own.",
      'Small routines are your anchor, and a disrupted one leaves you unsettled.',
      'Your mind analyses everything today, even how you feel about your feelings.',
      'You find deep contentment in doing something well with your hands.',
    ],
    advice: [
      'Make a list, then cross off one item that is just for you.',
      'Take a slow walk and count five lovely details along the way.',
      'Brew a favourite tea and drink it slowly without doing anything else.',
      'Speak to yourself as kindly as you would to a friend who made the same mistake.',
      'Leave one thing undone on purpose and watch the world carry on.',
      'Do something hands-on, a puzzle, a recipe or some mending, and enjoy the process more than the result.',
    ],
  },
  insights: [
    'Perfection is a direction, not a destination, so enjoy the road.',
    "The smallest act of care can change the shape of someone's day.",
    'Good enough, done with love, often beats perfect.',
    'You are allowed to be a work in progress and a masterpiece at the same time.',
    'Mercury reminds you that a kind word can be as precise as a correct one.',
    'Order is a gift you give yourself; grace is one you give others.',
    'Notice what you did well today before you list what is left to do.',
    'The harvest comes to those who tend it, and you are a patient gardener.',
  ],
};

export const capricorn: SignDailyContent = {
  love: {
    leads: [
      'Saturn steadies your heart today, Capricorn, and commitment feels like a shelter rather than a weight.',
      'You show love by turning up again and again, and someone has quietly counted every time.',
      'Behind your composed manner is a warmth that someone is patiently hoping to be let in on.',
      'Your diary is full of duties, and your heart is asking where it fits in the schedule.',
      'A bond you have built slowly reaches a new level of trust, the way a well-laid foundation settles.',
      'Your dry humour lands perfectly today, and a private joke brings you closer to someone.',
    ],
    advice: [
      'Leave the to-do list in another room for one evening and simply be there.',
      'Let someone see the silly, unguarded side you usually save for your oldest friends.',
      'Talk about something you could build together, even a small plan for next month.',
      'Put your affection into words as well as deeds; you are allowed to say it plainly.',
      'Give a slow beginning time to prove itself, as you would any worthwhile project.',
      'Share a tradition that matters to you and tell the story behind it.',
    ],
  },
  work: {
    leads: [
      'Your ambition is focused and unhurried today, and each hour moves you a measurable step forward.',
      'People look to you when things get serious, because you keep your footing when others wobble.',
      'A long-range goal comes into sharper view, and the route up to it looks more climbable than before.',
      'Responsibility sits heavily on your shoulders, partly because you picked up some that belongs to others.',
      'The discipline you have kept for weeks begins to show in results you can point to.',
      'The tried-and-tested approach works, but a fresh angle could make it work twice as well.',
    ],
    advice: [
      'Break the climb into ledges and mark each one you reach.',
      'Hand one task to someone capable and trust them with it fully.',
      'Check the plan against what has changed, and adjust the route without giving up the summit.',
      'Share what you know with someone newer; your experience is worth passing on.',
      'Try the new method on one small piece before you judge it.',
      'Stop at a set hour and leave work at work, so tomorrow starts fresh.',
    ],
  },
  self: {
    leads: [
      'You have been running on duty for a while, and the part of you that wants to rest is getting louder.',
      'Your inner taskmaster is quick to set the next goal and slow to notice the last one you reached.',
      'Structure calms you, and a well-shaped day feels like solid rock under your feet.',
      "Other people's expectations may feel heavier than your own today.",
      'A quiet accomplishment satisfies you more than any applause could.',
      'A dash of play would lighten a day that has become all business.',
    ],
    advice: [
      'Put rest in your calendar with the same respect you give a meeting.',
      'Look back down the mountain for a moment and take in how far you have come.',
      'Walk somewhere with a view, a hill, a bridge or a high window, and let your thoughts widen.',
      'Do one thing purely for fun, with no goal or improvement attached.',
      'Bring order to one small corner of your life, a drawer or a calendar, and enjoy the calm it brings.',
      'Accept an offer of help without turning it into a debt to repay.',
    ],
  },
  insights: [
    'The summit is reached one sure step at a time, and you are higher than you think.',
    'Saturn rewards the patient, and your patience has been noticed.',
    'Success tastes sweeter when there is someone beside you to share it.',
    'Rest is part of the climb, not a detour from it.',
    'Your word is your bond, and that is rarer and more precious than you know.',
    'Structure is the trellis; joy is the vine that climbs it.',
    'The view from where you stand today deserves a moment of your attention.',
    'Even the surest-footed goat stops on a ledge to look around.',
  ],
};
