/**
 * A console call as a TanStack mutation that reads the console's queries again once it succeeds (or, with
 * `settled`, once it ends either way, for calls whose failure can also have changed a list): all of them, or
 * those under `[CONSOLE_QUERY_ROOT, root]`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export function useConsoleMutation<I = void, O = unknown>(
  mutationFn: (input: I) => Promise<O>,
  { root, settled = false }: { root?: string; settled?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({
      queryKey: root ? [CONSOLE_QUERY_ROOT, root] : [CONSOLE_QUERY_ROOT],
    });
  return useMutation({ mutationFn, ...(settled ? { onSettled: reload } : { onSuccess: reload }) });
}
