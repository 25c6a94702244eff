import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { clearStoredSession } from '@/lib/stored-user';

/**
 * Logout from the frame (funnel spec, section 4): the stored user and readings go, then home.
 * The query cache is emptied too, so the next person on a shared phone sees none of the account's data.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    void navigate(paths.home.href());
  }, [navigate, queryClient]);
}
