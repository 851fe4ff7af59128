/**
 * The poster's activity of a post (decision 164): the 30 days' totals, a small bar chart of the
 * views per day with the unique viewers as a line, and every number in a table. The chart is an
 * SVG drawn on the server (it reads without JavaScript and scales to any width); screen readers
 * get its summary and the table.
 */
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { JobPostStats } from "#app/contract/jobs.ts";
import { brand } from "#app/ui/brand.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2 Dec" for `2026-12-02` (UTC days, the same on the server and in the browser). */
export function dayLabel(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
}

const WIDTH = 260;
const HEIGHT = 120;
const LEFT = 28;
const RIGHT = 4;
const TOP = 8;
const BOTTOM = 20;
const VIEWS_COLOUR = brand.primary;
const VIEWERS_COLOUR = "#B45309";

/** A scale's top: the largest value rounded up to a readable number (at least 1). */
export function niceMax(value: number): number {
  if (value <= 5) return Math.max(1, value);
  const step = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (value <= m * step) return m * step;
  return 10 * step;
}

/** Where each day's bar and line point go in the SVG's coordinates. */
export function chartGeometry(days: JobPostStats["days"]) {
  const top = niceMax(Math.max(0, ...days.map((d) => Math.max(d.views, d.unique_viewers))));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, days.length);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return {
    top,
    baseline: TOP + plotHeight,
    bars: days.map((d, i) => ({
      day: d.day,
      x: LEFT + i * slot + slot * 0.15,
      width: slot * 0.7,
      y: y(d.views),
      height: TOP + plotHeight - y(d.views),
    })),
    line: days.map((d, i) => `${(LEFT + i * slot + slot / 2).toFixed(1)},${y(d.unique_viewers).toFixed(1)}`).join(" "),
  };
}

function summaryOf(stats: JobPostStats): string {
  const busiest = stats.days.reduce((best, d) => (d.views > best.views ? d : best), stats.days[0]!);
  const { views, unique_viewers, appearances, applications } = stats.totals;
  const peak = busiest.views > 0 ? ` The most views in a day: ${busiest.views} on ${dayLabel(busiest.day)}.` : "";
  return `Views per day from ${dayLabel(stats.from)} to ${dayLabel(stats.to)}: ${views} views by ${unique_viewers} unique viewers, ${appearances} appearances in lists, ${applications} applications.${peak}`;
}

const TOTALS: Array<{ key: keyof JobPostStats["totals"]; label: string }> = [
  { key: "views", label: "Views" },
  { key: "unique_viewers", label: "Unique viewers" },
  { key: "appearances", label: "Appearances in lists" },
  { key: "applications", label: "Applications" },
];

export function PostStatsChart({ stats }: { stats: JobPostStats }) {
  const g = chartGeometry(stats.days);
  const last = stats.days.length - 1;
  const ticks = [0, Math.floor(last / 2), last];
  return (
    <Stack as="section" aria-labelledby="post-stats-heading" gap="3" data-testid="post-stats">
      <Heading as="h2" size="md" id="post-stats-heading">
        Post activity, last 30 days
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="2" m="0">
        {TOTALS.map(({ key, label }) => (
          <Box key={key} borderWidth="1px" borderRadius="md" p="2">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" m="0" fontSize="xl" fontWeight="bold" data-stat={key}>
              {stats.totals[key]}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Box maxW="26rem">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-labelledby="post-stats-title post-stats-desc"
          focusable="false"
        >
          <title id="post-stats-title">Views and unique viewers per day</title>
          <desc id="post-stats-desc">{summaryOf(stats)}</desc>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={g.baseline} y2={g.baseline} stroke="#767676" strokeWidth="1" />
          <line
            x1={LEFT}
            x2={WIDTH - RIGHT}
            y1={TOP}
            y2={TOP}
            stroke="#D4D4D4"
            strokeWidth="0.5"
            strokeDasharray="2 2"
          />
          <text x={LEFT - 4} y={TOP + 3} textAnchor="end" fontSize="10" fill="#525252">
            {g.top}
          </text>
          <text x={LEFT - 4} y={g.baseline + 3} textAnchor="end" fontSize="10" fill="#525252">
            0
          </text>
          {g.bars.map((bar) => (
            <rect
              key={bar.day}
              x={bar.x.toFixed(1)}
              y={bar.y.toFixed(1)}
              width={bar.width.toFixed(1)}
              height={bar.height.toFixed(1)}
              fill={VIEWS_COLOUR}
            />
          ))}
          <polyline points={g.line} fill="none" stroke={VIEWERS_COLOUR} strokeWidth="1.5" strokeLinejoin="round" />
          {ticks.map((i) => {
            const bar = g.bars[i]!;
            const anchor = i === 0 ? "start" : i === last ? "end" : "middle";
            const x = i === 0 ? bar.x : i === last ? bar.x + bar.width : bar.x + bar.width / 2;
            return (
              <text key={i} x={x.toFixed(1)} y={HEIGHT - 4} textAnchor={anchor} fontSize="10" fill="#525252">
                {i === last ? "Today" : dayLabel(bar.day)}
              </text>
            );
          })}
        </svg>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" aria-hidden="true">
          <HStack gap="1">
            <Box as="span" display="inline-block" w="3" h="3" bg="brand.primary" />
            Views
          </HStack>
          <HStack gap="1">
            <Box as="span" display="inline-block" w="3" h="1" bg="#B45309" />
            Unique viewers
          </HStack>
        </HStack>
      </Box>
      <Box as="details">
        <Box as="summary" cursor="pointer" color="brand.primary" fontSize="sm">
          Show the numbers by day
        </Box>
        <Box overflowX="auto" mt="2" tabIndex={0} role="region" aria-label="Post activity by day">
          <Box
            as="table"
            w="full"
            maxW="36rem"
            fontSize="sm"
            css={{
              borderCollapse: "collapse",
              "& th, & td": {
                padding: "2px 6px",
                textAlign: "end",
                borderBottom: "1px solid #E5E5E5",
                whiteSpace: "nowrap",
              },
              "& tr > :first-child": { textAlign: "start" },
            }}
          >
            <caption className="jl-sr-only">
              Views, unique viewers, appearances in lists and applications per day, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Viewers</th>
                <th scope="col">In lists</th>
                <th scope="col">Applied</th>
              </tr>
            </thead>
            <tbody>
              {[...stats.days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{dayLabel(d.day)}</th>
                  <td>{d.views}</td>
                  <td>{d.unique_viewers}</td>
                  <td>{d.appearances}</td>
                  <td>{d.applications}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Box>
      <Text fontSize="xs" color="fg.muted">
        Days are in UTC. Your own visits are not counted; new activity shows within a few seconds.
      </Text>
    </Stack>
  );
}
