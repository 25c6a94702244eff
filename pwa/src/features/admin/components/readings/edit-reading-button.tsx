import type { AdminReading } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ReadingsListProps } from './readings-table';

/** Opens the editor; the label names the customer, since every row has an "Edit". Done ones are secondary. */
export function EditReadingButton({ reading, onEdit, className }: { reading: AdminReading; onEdit: ReadingsListProps['onEdit']; className?: string }) {
  return (
    <Button
      size="sm"
      variant={reading.readingCompleted ? 'secondary' : 'primary'}
      aria-label={`Edit the reading for ${reading.name}`}
      onClick={(event) => onEdit(reading, event.currentTarget)}
      className={cn('shadow-none', className)}
    >
      Edit
    </Button>
  );
}
