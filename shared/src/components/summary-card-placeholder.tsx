import { Card, Flex, Skeleton } from 'antd';

/** The summary card's action as the frame draws it: the CV's "Descargar PDF" button. */
export const summaryActionWidth = 151;

/** A placeholder line of `height` px (and `width`, else the whole row). */
const line = (height: number, width?: number) => ({ height, width, minWidth: 0 });

/**
 * A summary card above a screen's title while its figures load (the CV's completeness on every
 * /CV/* screen): its figure's line, its bar, two lines of text and, with `actionWidth`, an action
 * button of that width, at the loaded card's size. The signed-in frame paints it from the HTML
 * for a screen whose lead is a `summary` (ScreenLoading), and the screen's own card while its
 * data loads, so the title under it stays where it is.
 */
export function SummaryCardPlaceholder({ actionWidth }: { actionWidth?: number }) {
  return (
    <Card size="small" style={{ marginBottom: 16 }} aria-busy="true" data-screen-lead="summary">
      <Flex wrap gap={12} justify="space-between" align="center">
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Skeleton.Input active size="small" style={line(22, 160)} />
          {/* The bar, 8 px high as antd's Progress (not loaded for a placeholder); no line box around it. */}
          <div style={{ lineHeight: 0 }}>
            <Skeleton.Input active size="small" block style={line(8)} />
          </div>
          <Skeleton.Input active size="small" block style={line(44)} />
        </Flex>
        {actionWidth !== undefined && <Skeleton.Button active style={{ width: actionWidth }} />}
      </Flex>
    </Card>
  );
}
