import type { SignHoroscopeContent } from './types';

export const gemini: SignHoroscopeContent = {
  forecasts: [
    'Mercury, your ruling planet, fills your week with lively conversations. A message, a chance meeting or a witty exchange could spark genuine interest. Let your curiosity lead and see where the words take you.',
    'Your many sides are a treasure, Gemini, and someone wants to know them all. Share the playful part of you as well as the thoughtful one. The right person will delight in every version of your heart.',
    'The cards suggest a connection that begins in the mind and slowly warms the heart. Ideas exchanged late into the evening may turn into something more. Give this gentle unfolding the time it deserves.',
    'Your restless energy may seek something new this week. Before you move on, pause and notice what is already quietly beautiful around you. Depth can be as thrilling as novelty.',
    'A moment of honest listening could transform a relationship. When you give someone your full attention, you offer them a rare and precious gift. Let the conversation slow down and deepen.',
    'Social plans may bring pleasant surprises. A friend of a friend, a shared hobby or a lighthearted gathering could introduce you to someone special. Keep your heart open and your schedule a little flexible.',
    'You may feel torn between two paths in love. Rather than forcing a choice, let your intuition speak over the chatter of your thoughts. The answer that feels calm is usually the true one.',
  ],
  insights: [
    'The most important conversation this week may be the one with your own heart.',
    'Curiosity is your superpower: ask the question you have been holding back.',
    'Love that speaks your language will never leave you feeling misunderstood.',
    'Pause between words and notice the feelings that live in the silence.',
    'A light message sent with sincerity can travel further than you imagine.',
  ],
  sentences: [
    'As a Gemini, your curious heart is destined for a love that keeps the conversation going forever.',
    'As a Gemini, your bright mind attracts a soulmate who delights in every side of you.',
    'As a Gemini, your playful spirit is drawing a partner who loves laughter as much as you do.',
    'As a Gemini, your gift for connection is weaving the path that leads to your true match.',
    'As a Gemini, your lively soul will find its twin in someone who never stops wondering with you.',
  ],
};

export const libra: SignHoroscopeContent = {
  forecasts: [
    'Venus, your guiding planet, bathes your love life in harmony this week. Grace and charm come easily, and someone may find your presence irresistibly soothing. Let yourself enjoy being appreciated.',
    'Balance is your gift, Libra, and this week it turns inward. Give your own needs the same fairness you offer others. When your heart feels balanced, the right connection can settle in beside it.',
    'The cards point to a partnership that thrives on mutual respect. Small gestures of consideration, such as remembering a preference or keeping a promise, become powerful signs of love. Notice who does the same for you.',
    'A beautiful setting could inspire a romantic moment. Art, music or a lovely place may bring two hearts into tune. Seek out beauty and share it with someone who sees it as you do.',
    'You may be weighing a decision of the heart. Trust that you do not have to please everyone to make the right choice. Choosing what feels true is a kindness to everyone involved.',
    'Your diplomacy can heal an old rift this week. A gentle word or a sincere apology could restore warmth that had cooled. Harmony restored often feels sweeter than harmony never tested.',
    'Someone admires your sense of fairness and your elegant kindness. Let them closer by sharing a dream you rarely mention. Love deepens when hopes are spoken aloud.',
  ],
  insights: [
    'True harmony begins when your own heart is part of the balance.',
    'A kind word spoken at the right moment can change the tone of an entire week.',
    'Choose beauty, and share it: love grows where delight is shared.',
    'You do not need to decide everything today; let the scales settle on their own.',
    'The partner who honors your peace is the one worth making room for.',
  ],
  sentences: [
    'As a Libra, your graceful heart is moving toward a love filled with harmony and beauty.',
    'As a Libra, your gift for balance will bring you a soulmate who meets you as an equal.',
    'As a Libra, your charm draws a partner who cherishes kindness as deeply as you do.',
    'As a Libra, your romantic soul is destined for a connection that feels like a perfect melody.',
    'As a Libra, your fair and loving spirit is preparing the way for a true partnership.',
  ],
};

export const aquarius: SignHoroscopeContent = {
  forecasts: [
    'Uranus, your planet of surprises, brings an unexpected spark to your love life this week. Someone with a refreshingly different view may catch your attention. Let yourself be intrigued without needing to explain why.',
    'Your independence is part of your charm, Aquarius. The right person will admire it rather than try to change it. This week, notice who gives you room to be entirely yourself.',
    'The cards suggest that friendship is the soil in which your next romance may grow. A bond built on shared ideals or a common cause can blossom into something tender. Stay open to love arriving in an unusual form.',
    'Your vision of the future is bright and original. Sharing your hopes with someone who listens closely could create an unexpected closeness. Dreams spoken aloud often find a partner.',
    'You may feel a pull between your head and your heart. This week, let feeling have a little more say than usual. Warmth does not diminish your wisdom; it completes it.',
    'A group gathering, online or in person, may hold a pleasant surprise. Your unique energy shines in community, and someone is paying attention. A simple hello could lead somewhere meaningful.',
    'Letting someone see your softer side may feel unfamiliar, yet it opens a new kind of intimacy. Vulnerability can be as revolutionary as any idea. Share a small piece of your inner world and watch what grows.',
  ],
  insights: [
    'The love that suits you best is one that leaves the window open.',
    'A friendship may be quietly turning into something more: notice how it feels.',
    'Your uniqueness is not a barrier to love; it is the very thing someone is seeking.',
    'Let your heart take the lead for once, and give your brilliant mind a rest.',
    'Unexpected does not mean unwelcome: a surprise this week could be a gift.',
  ],
  sentences: [
    'As an Aquarius, your original spirit is destined for a love as unique and free as you are.',
    'As an Aquarius, your open mind attracts a soulmate who shares your vision for the future.',
    'As an Aquarius, your friendship is a rare gift, and it may become the start of a great love.',
    'As an Aquarius, your independent heart will meet someone who cherishes the freedom you bring.',
    'As an Aquarius, your kindness toward the world is guiding your soulmate toward you.',
  ],
};
