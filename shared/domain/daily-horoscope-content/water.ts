import type { SignDailyContent } from './types';

export const cancer: SignDailyContent = {
  love: {
    leads: [
      'The Moon stirs tender feelings today, Cancer, and your heart is more open than you let on.',
      'Your instinct to look after others is strong, and someone wants to look after you in return.',
      'An old memory surfaces and colours how you feel about someone now.',
      'Your shell keeps you safe, but the person knocking on it today means well.',
      'Small domestic moments, a shared pot of tea or a blanket on the sofa, feel like the truest love.',
      'Your intuition picks up on a mood before anyone says a word.',
    ],
    advice: [
      'Say what you feel instead of hoping it will be guessed.',
      'Invite someone into your home or your favourite quiet place, and let them see you there.',
      'Let the past inform you without deciding for you.',
      'Accept a kindness without rushing to repay it; receiving is part of love too.',
      'Check your hunch gently with a question before you act on it.',
      'Cook, write or make something small for someone, since your care speaks most clearly through what you make.',
    ],
  },
  work: {
    leads: [
      'You read the mood of a room quickly, and today that helps a team that feels unsettled.',
      'Your protective side shows up for a colleague who needs someone in their corner.',
      'A project close to your heart asks for patience while its tide is out.',
      'You remember details others have forgotten, and today that memory proves useful.',
      'Criticism may sting more than it should, even when it is aimed at the work and not at you.',
      'Moving sideways toward a goal, the way the crab does, works better today than charging straight at it.',
    ],
    advice: [
      'Make yourself a calm corner before the busiest part of the day.',
      'Trust your gut about a person or a plan, and back it with one concrete fact.',
      "Draw a kind line around your time, since you cannot look after everyone's tasks.",
      'Separate the feedback from the feeling, keep what helps and let the rest float away.',
      'Try your ideas out in a smaller, safer setting first if a big meeting feels exposed.',
      'Write down what you got done today so you can see how much you carry.',
    ],
  },
  self: {
    leads: [
      'Your feelings move like tides today, rising and easing, and every one of them is allowed.',
      'You have been looking after everyone, and your own reserves are lower than you admit.',
      'Home is calling you, both the place and the feeling of it.',
      'Nostalgia comes to visit, bringing a song, a smell or a face from another time.',
      'You need a little retreat into your shell, and that is wisdom, not weakness.',
      'Your sensitivity is picking up a lot of noise from the world around you.',
    ],
    advice: [
      'Run a warm bath or sit by the water if you can, and let the day rinse away.',
      'Tidy one corner of your home and turn it into a small sanctuary.',
      'Call someone who knew you long ago and laugh about old times.',
      'Give yourself the comfort you would give a friend, without apologising for it.',
      'Turn down the news and the scrolling tonight and choose something soothing instead.',
      'Cook a dish from your childhood and enjoy everything it brings back.',
    ],
  },
  insights: [
    'The Moon changes shape every night and is never less itself for it.',
    'Your softness is not a weakness; it is the reason people feel at home with you.',
    'A shell protects you, but a door lets the right people in.',
    'Memory is a lantern, not an anchor: let it light the way forward.',
    'The tide always returns, and so does your strength after a quiet spell.',
    'Caring for yourself is how you keep on caring for others.',
    'Home is wherever you are treated gently, starting with how you treat yourself.',
    'A feeling named out loud becomes smaller and easier to hold.',
  ],
};

export const scorpio: SignDailyContent = {
  love: {
    leads: [
      'Pluto deepens your feelings today, Scorpio, and small talk will not satisfy you.',
      'You love with your whole being, and someone is ready to meet that intensity.',
      'Trust is the doorway to your heart, and someone has been knocking patiently.',
      "A hidden feeling, yours or someone else's, is ready to come into the light.",
      'A flicker of jealousy or suspicion usually points to a fear worth naming.',
      'Your magnetic presence draws someone closer without you saying a word.',
    ],
    advice: [
      'Share one thing you usually keep private and feel the bond deepen.',
      'Ask a real question and be ready to hear the real answer.',
      'Give trust a chance to grow before you put it to the test.',
      "Let an old hurt stay in the past; today's love deserves a clean slate.",
      'Choose openness over control, even if only for one conversation.',
      'Spend unhurried time with someone, away from distractions, where the talk can go deep.',
    ],
  },
  work: {
    leads: [
      'Your focus is razor-sharp, and a tangled problem gives way to your persistence.',
      'You sense what others are not saying, and it gives you an edge in any negotiation.',
      'A project that needs a complete transformation could become your finest work.',
      'Office politics swirl around you, and your instinct is to watch quietly before you act.',
      'Research and detective work suit you today, because the answer is hiding in the details.',
      'Your determination carries a stalled project forward when everyone else has given up pushing.',
    ],
    advice: [
      'Dig down to the root cause rather than patching the symptom.',
      'Share just enough of your strategy to win allies.',
      'Let go of a plan that no longer serves, and rebuild from what it taught you.',
      'Trust one colleague with what you really think.',
      'Finish what you started before you take on a new mystery.',
      'Pour your intensity into the craft rather than into a conflict.',
    ],
  },
  self: {
    leads: [
      'You are in a season of transformation, shedding what no longer fits.',
      'Your emotions run deep and strong today, like a river under the ground.',
      'You need privacy to recharge, and that need is entirely fair.',
      'Something from the past is asking to be released.',
      'Your inner strength is greater than you realise, even on a tiring day.',
      'Control feels comforting, but today holding on so tightly may be wearing you out.',
    ],
    advice: [
      'Write down what you are ready to let go of, then tear up the page.',
      'Stand under a long shower or in a gust of wind and let it carry off the tension.',
      'Guard an hour of solitude fiercely and use it to listen inward.',
      'Leave one thing uncontrolled and notice that you are still perfectly safe.',
      'Lose yourself in something deep and absorbing that matches your mood.',
      'Move with intensity, a hard walk or a wild dance, to release what you have stored up.',
    ],
  },
  insights: [
    'Every ending you face is the soil of a new beginning.',
    'The phoenix rises not despite the fire but because of it.',
    'Depth is your gift, so let someone swim in it with you.',
    'What you hide holds power over you; what you share loses its sting.',
    'Trust is built in small moments, not in grand tests.',
    'Your intensity is a flame that can warm or burn, and you choose which.',
    'Letting go is not losing; it is making room.',
    'The deepest waters are the stillest, and today your calm is your power.',
  ],
};

export const pisces: SignDailyContent = {
  love: {
    leads: [
      'Neptune fills your heart with dreams today, Pisces, and romance has a touch of magic.',
      'Your empathy lets you sense what someone needs before they can name it.',
      'You may be seeing someone through a soft-focus lens, and today the picture sharpens.',
      'A soulful connection deepens through music, art or a shared silence.',
      'Your compassion draws people in, and someone is ready to give it back.',
      'Boundaries in love feel difficult to you, yet they are what keep a connection safe.',
    ],
    advice: [
      'Share a creative experience together: a concert, a film or an afternoon of painting.',
      'Let someone care for you as deeply as you care for them.',
      'Keep one foot on the ground while your heart goes swimming.',
      'Say it in a poem, a playlist or a small handmade gift.',
      'Ask clearly for what you need instead of waiting for it to be sensed.',
      'Trust your intuition, then check it gently in conversation.',
    ],
  },
  work: {
    leads: [
      'Your imagination finds a creative answer to a stubbornly practical problem.',
      'You hear the feelings behind the words in a meeting, and that understanding helps everyone.',
      'A dreamy mood may make it harder to stay on task today.',
      'Your kindness has made you the colleague people confide in.',
      'Creative work flows easily now, as if the current is with you.',
      "You may be soaking up other people's stress without noticing.",
    ],
    advice: [
      'Catch your ideas on paper before they drift away like fish in deep water.',
      'Set gentle limits on your time, and say kindly what you can and cannot take on.',
      'Break the big task into small steps and let one flow into the next.',
      'Bring a touch of art or beauty to a practical project.',
      'Protect your focus with headphones or a quiet corner.',
      'Follow your instinct on the creative choices and double-check the facts.',
    ],
  },
  self: {
    leads: [
      'You are especially sensitive today, picking up every mood around you like a sponge.',
      'Dreams and daydreams are unusually vivid, full of images worth keeping.',
      'You need some time to slip away into your own inner world.',
      'Your creativity is bubbling over and wants somewhere to go.',
      'You have given a lot of yourself lately, and your well needs refilling.',
      'Water calls to you, whether a real shore or only the sound of rain.',
    ],
    advice: [
      'Listen to rain or waves, or float in warm water, and let your edges soften.',
      'Paint, write or play music with no purpose but the pleasure of it.',
      'Step back from people who leave you drained, kindly but firmly.',
      'Sit in silence for ten minutes and simply breathe.',
      'Write down last night\'s dream and wonder what it might be telling you.',
      'Rest without apologising, even to yourself.',
    ],
  },
  insights: [
    'Your dreams carry messages, so write them down before the morning washes them away.',
    'Compassion includes you: save some of your kindness for yourself.',
    'The two fish swim in different directions; today, choose the current that feels like home.',
    'Neptune reminds you that imagination is its own kind of truth.',
    'Boundaries are not walls; they are the banks that guide the river.',
    'Your gentleness is a quiet strength the world needs.',
    'Trust the tide: it always brings you back to shore.',
    'Art reaches places words cannot, so let it speak for you.',
  ],
};
