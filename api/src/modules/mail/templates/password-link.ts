import { BRAND } from '@shared/domain/brand';
import { renderMail, type RenderedMail } from './layout';

/** "Reset your password", or for a new account "Set your password"; never a password in clear. */
export function passwordLinkMail(input: { name: string; url: string; purpose: 'reset' | 'welcome'; validHours: number }): RenderedMail {
  const welcome = input.purpose === 'welcome';
  return renderMail({
    subject: welcome ? `Set your ${BRAND.name} password` : `Reset your ${BRAND.name} password`,
    preheader: welcome ? 'Choose a password to open your readings.' : 'A link to choose a new password.',
    paragraphs: [
      `Dear ${input.name || 'friend'},`,
      welcome
        ? `Your ${BRAND.name} account is ready. Choose a password to log in and see your readings.`
        : 'Someone (we hope you) asked to reset the password of your account. Choose a new one with the button below.',
      `The link works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: welcome ? 'Set My Password' : 'Reset My Password', url: input.url },
    closing: welcome ? ['With love and light,', `The ${BRAND.name} team`] : ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
  });
}
