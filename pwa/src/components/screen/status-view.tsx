import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { AlertIcon } from '@/components/ui/icons';
import { ReturnHomeButton } from './return-home-button';
import { ScreenContainer } from './screen-container';

/**
 * A whole-screen message (not found, invalid code, offline): heading, words and the way out. `action`
 * sits before the return-home button, e.g. Try Again. `icon`: another sign than the alert, for news
 * that is not a problem.
 */
export function StatusView({ title, message, action, icon }: { title: string; message: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <ScreenContainer className="max-w-xl">
      <Card className="text-center">
        {icon ?? <AlertIcon className="mx-auto mb-4 size-12 text-gold-300" />}
        <h1 className="mb-3 text-2xl text-gold-300 sm:text-3xl">{title}</h1>
        <div className="mb-8 text-mist-muted">{message}</div>
        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {action}
          <ReturnHomeButton variant={action ? 'secondary' : 'primary'} />
        </div>
      </Card>
    </ScreenContainer>
  );
}
