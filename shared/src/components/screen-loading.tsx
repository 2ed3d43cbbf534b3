import type { ReactNode } from 'react';
import { Skeleton, Typography } from 'antd';

/**
 * What stands in a screen's place while its code downloads: the screen's title where the screen
 * puts its own (a level-2 heading at the top of the content) over a skeleton of the content. The
 * shell's first paint of a signed-in page (its HTML), the shell while a remote loads and a remote
 * while a screen's code loads all show it, so the title stays in place from the first paint on.
 */
export function ScreenLoading({ title }: { title: ReactNode }) {
  return (
    <section aria-busy="true">
      <Typography.Title level={2} style={{ margin: 0, marginBottom: 16 }}>
        {title}
      </Typography.Title>
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </section>
  );
}
