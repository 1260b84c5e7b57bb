/**
 * A small bar chart of the scanned percentage per shift day, with the SLA threshold drawn across it. A day on
 * which no tag was expected has no bar (the 100% the dashboard would count says nothing about it).
 */
import { G, Line, Rect, Svg, Text } from '@react-pdf/renderer';
import type { DayLine } from '../content';
import { COLOURS } from './theme';

const WIDTH = 523;
const HEIGHT = 150;
const PLOT = { left: 30, right: 6, top: 8, bottom: 18 };
const TICKS = [0, 25, 50, 75, 100];
/** SVG text takes its size from its style; react-pdf's SVG style type leaves the font size out. */
const small = { fontSize: 7 } as object;

export function DayChart({ days, threshold }: { days: DayLine[]; threshold: number }) {
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (percent: number) => PLOT.top + plotHeight * (1 - Math.min(Math.max(percent, 0), 100) / 100);
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.min(slot * 0.7, 24);
  return (
    <Svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      {TICKS.map((tick) => (
        <G key={tick}>
          <Line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={COLOURS.rule}
            strokeWidth={0.5}
          />
          <Text x={PLOT.left - 4} y={y(tick) + 2.5} textAnchor="end" fill={COLOURS.muted} style={small}>
            {`${tick}%`}
          </Text>
        </G>
      ))}
      {days.map((day, index) => {
        const x = PLOT.left + slot * index + (slot - barWidth) / 2;
        const passed = day.scannedPercentage > threshold;
        return (
          <G key={day.day}>
            {day.tagsExpected ? (
              <Rect
                x={x}
                y={y(day.scannedPercentage)}
                width={barWidth}
                height={y(0) - y(day.scannedPercentage)}
                fill={passed ? COLOURS.bar : COLOURS.fail}
              />
            ) : (
              // Nothing expected that day: a mark on the axis, not a bar of 100%.
              <Rect x={x} y={y(0) - 2} width={barWidth} height={2} fill={COLOURS.rule} />
            )}
            <Text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fill={COLOURS.muted} style={small}>
              {day.day.slice(8)}
            </Text>
          </G>
        );
      })}
      <Line
        x1={PLOT.left}
        x2={WIDTH - PLOT.right}
        y1={y(threshold)}
        y2={y(threshold)}
        stroke={COLOURS.pass}
        strokeWidth={1}
        strokeDasharray="4 3"
      />
    </Svg>
  );
}
