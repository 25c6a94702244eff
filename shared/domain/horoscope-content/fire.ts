import type { SignHoroscopeContent } from './types';

export const aries: SignHoroscopeContent = {
  forecasts: [
    'Mars, your ruling planet, lends a bright spark to your heart this week. A bold word or a simple invitation could open a door you have been standing in front of for a while. Let your courage be gentle, and you may be surprised by who steps through.',
    'Your natural fire shines brightest when you slow down enough to be seen. Someone may be drawn less to your speed than to the quiet warmth beneath it. Give a conversation the time to unfold instead of racing to its ending.',
    'The cards point to a fresh beginning in matters of the heart. What felt stuck can start to move once you release an old expectation. Treat this week as a blank page and write the first line with kindness.',
    'A playful mood surrounds your love life, Aries. Laughter is your best introduction now, and a shared joke may linger longer than any grand gesture. Keep your spirit light and let affection find its own rhythm.',
    'You are learning that strength and softness can live side by side. When you let someone see what you truly long for, you give them a way to meet you. Honesty spoken warmly becomes a bridge rather than a challenge.',
    'An unexpected encounter may stir your curiosity this week. Follow the feeling without needing to know where it leads just yet. The universe often rewards the brave heart that stays open to wonder.',
    'Your energy is magnetic, and others are noticing the light you carry. Choose to spend it on the connections that give warmth back to you. Love grows fastest where effort flows in both directions.',
  ],
  insights: [
    'Your courage is a love language: let it show up as patience as well as passion.',
    'The first step you keep postponing is the one the stars are quietly cheering for.',
    'A slower pace this week lets the right person catch up with you.',
    'Spring-born fire carries a promise of renewal: every ending you have known made room for a new beginning.',
    'Trust the spark you feel, but let time show you whether it becomes a steady flame.',
  ],
  sentences: [
    'As an Aries, your fearless heart is ready to meet a love as brave and bright as your own.',
    'As an Aries, your fiery spirit lights the path that leads your soulmate toward you.',
    'As an Aries, your courage opens doors that others never dare to knock on.',
    'As an Aries, your passion is a beacon, and the right soul is already following its glow.',
    'As an Aries, you were born to begin things, and a beautiful new chapter of love is waiting.',
  ],
};

export const leo: SignHoroscopeContent = {
  forecasts: [
    'The Sun, your guiding light, warms every corner of your love life this week. Your generosity draws people in, and one of them may be looking for more than a passing smile. Let yourself receive the attention you so easily give.',
    'Your heart is a stage, Leo, but the most meaningful scenes happen away from the spotlight. A quiet evening or an honest talk may reveal a depth of feeling you did not expect. Let intimacy be as important as admiration.',
    'A creative spark ties into your romantic path now. Sharing something you made, wrote or dreamed of can become a beautiful way to connect. The person who cherishes your inner world is worth your full attention.',
    'Loyalty is one of your brightest gifts, and this week it asks to be returned. Notice who stands beside you when the applause fades. Those steady souls deserve a special place in your heart.',
    'Playfulness brings out your most radiant self. A spontaneous plan or a lighthearted message could rekindle something that had grown quiet. Let joy lead and affection will follow close behind.',
    'The cards suggest letting pride soften into tenderness. Admitting that you miss someone, or that you hope for more, can be the most regal act of all. Open hearts are the truest crowns.',
    'You may feel a pull toward someone whose warmth matches your own. Do not rush to impress; simply be the generous, golden soul you already are. The right connection will recognize you without any performance.',
  ],
  insights: [
    'Your warmth is a gift: this week, let someone offer it back to you.',
    'The heart that feels seen is the heart that opens. Look for the one who notices the little things.',
    'Tenderness is not the opposite of strength; for you, it may be the crown jewel.',
    'A creative act made with love can speak more clearly than a hundred compliments.',
    'Your light is brightest when it is shared rather than shown.',
  ],
  sentences: [
    'As a Leo, your warm heart draws loving souls toward you like sunflowers toward the light.',
    'As a Leo, your radiant spirit is destined for a love that celebrates every part of you.',
    'As a Leo, your generous heart is preparing to receive the devotion it has always given.',
    'As a Leo, your golden glow makes it easy for your soulmate to find you in any crowd.',
    'As a Leo, your loyalty is a treasure, and a kindred heart is ready to cherish it.',
  ],
};

export const sagittarius: SignHoroscopeContent = {
  forecasts: [
    'Jupiter, your planet of expansion, widens your romantic horizons this week. A new place, idea or conversation could introduce you to someone who shares your sense of adventure. Keep your eyes open and your heart curious.',
    'Your honesty is refreshing, Sagittarius, and this week it becomes a magnet. Speaking plainly about what you want in love may attract someone who values truth as much as you do. Let sincerity be your compass.',
    'The cards hint at a connection that feels like a journey rather than a destination. There is no need to map every step in advance. Enjoy the scenery of getting to know someone new, or seeing a familiar soul in a new light.',
    'Freedom and closeness are not enemies in your story. The right partner will give you room to roam and a warm place to return to. Notice who makes space for your wanderlust without asking you to shrink.',
    'A philosophical mood may settle over you, inviting you to ask what love truly means to you now. The answer could be simpler than you think. Trust the quiet voice that knows what makes you feel at home.',
    'Laughter and optimism follow you this week. Your bright outlook can lift someone who needed it, and that shared light may be the start of something meaningful. Let your joy be generous.',
    'An invitation, perhaps from an unexpected direction, could lead to a memorable evening. Say yes to experiences that feel expansive and kind. Love often hides inside the adventures we almost turned down.',
  ],
  insights: [
    'The arrow you aim at the horizon may bring you back to someone close by.',
    'True freedom in love is choosing to stay because you want to, not because you must.',
    'Your curiosity is a doorway: ask one more question and listen closely to the answer.',
    'A shared laugh this week may be worth more than a long conversation.',
    'Let your next adventure be an inner one: what does your heart really seek?',
  ],
  sentences: [
    'As a Sagittarius, your adventurous heart is on a path toward a soulmate who loves the journey as much as you do.',
    'As a Sagittarius, your optimism lights the way for a love full of laughter and discovery.',
    'As a Sagittarius, your free spirit will be met by someone who gives you both wings and roots.',
    'As a Sagittarius, your honesty attracts a partner who treasures truth and warmth alike.',
    'As a Sagittarius, every horizon you chase brings you one step closer to the one who is meant for you.',
  ],
};
