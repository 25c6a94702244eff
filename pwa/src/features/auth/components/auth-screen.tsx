import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { MoonIcon } from '@/components/ui/icons';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';

/** The narrow column of the account screens: the page's heading, a lead line and one card. */
export function AuthScreen({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <ScreenContainer className="max-w-md">
      <ScreenHeading icon={<MoonIcon />} title={title}>
        {lead}
      </ScreenHeading>
      <Card className="p-5 sm:p-7">{children}</Card>
    </ScreenContainer>
  );
}
