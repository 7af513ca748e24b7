// The board benchmark over HTTP: the board call as an officer and as an administrator (interleaved, the whole
// answer read), and a move (a card sent from Submitted to Screening and back before the column's first card,
// each at the version the last answer gave). Staff sign in through the API as the back-office does.
import { DEFAULT_WORKFLOW_ID } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { measureTogether, summarise, type Loop, type Timing } from "./measure.ts";

type KanbanBoard = components["schemas"]["KanbanBoard"];
type Staff = components["schemas"]["Staff"];

export interface SignedInStaff {
  token: string;
  staff: Staff;
}

export interface BoardHttpFigures {
  board: { officer: Timing; administrator: Timing };
  /** The answer's size in kB and its card count, per role. */
  /** The answer's size, the cards it carries (each column's first, the default `cardsPerColumn`) and all counted. */
  answer: { officer: { kB: number; cards: number; counted: number }; administrator: { kB: number; cards: number; counted: number } };
  move: Timing;
  /**
   * CPU time of this process (server, PGlite and client together) per call, ms: what a call costs whatever the
   * machine's load, where the wall-clock figures grow with the load of a shared machine.
   */
  cpuPerCall: { board: number; move: number };
}

const api = (baseUrl: string) => `${baseUrl}/backoffice/api/v1`;

export async function signInStaff(baseUrl: string, email: string, password: string): Promise<SignedInStaff> {
  const response = await fetch(`${api(baseUrl)}/sign-ins`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`Staff sign-in as ${email} failed with ${response.status}`);
  const body: { data: { accessToken: string; staff: Staff } } = await response.json();
  return { token: body.data.accessToken, staff: body.data.staff };
}

async function call(url: string, token: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
}

const boardUrl = (baseUrl: string) => `${api(baseUrl)}/expat-permits/applications/workflows/${DEFAULT_WORKFLOW_ID}/kanban-board`;

async function readBoard(baseUrl: string, token: string): Promise<{ board: KanbanBoard; kB: number }> {
  const answer = await call(boardUrl(baseUrl), token);
  if (answer.status !== 200) throw new Error(`The board answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const body: { data: KanbanBoard } = JSON.parse(answer.text);
  return { board: body.data, kB: Buffer.byteLength(answer.text) / 1024 };
}

const cardCount = (board: KanbanBoard) => board.columns.reduce((sum, column) => sum + column.cards.length, 0);
const counted = (board: KanbanBoard) => board.columns.reduce((sum, column) => sum + column.cardCount, 0);
const idsOf = (board: KanbanBoard, step: string) => board.columns.find((column) => column.workflowStep.key === step)?.cards.map((card) => card.applicationRecord.application) ?? [];

export async function measureBoardHttp(baseUrl: string, staff: { officer: SignedInStaff; administrator: SignedInStaff }, loop: Loop): Promise<BoardHttpFigures> {
  const officer = await readBoard(baseUrl, staff.officer.token);
  const administrator = await readBoard(baseUrl, staff.administrator.token);
  const boardCpu = process.cpuUsage();
  const timing = await measureTogether(
    {
      officer: () => call(boardUrl(baseUrl), staff.officer.token),
      administrator: () => call(boardUrl(baseUrl), staff.administrator.token),
    },
    loop,
  );
  const boardCpuMs = cpuMs(boardCpu) / (2 * (loop.warmup + loop.iterations));

  // One card (not with its applicant: that one keeps its step) goes back and forth; the other cards of Submitted
  // stay, so "before the first" is always a real card.
  const submitted = idsOf(officer.board, "submitted");
  const card = submitted.findLast((application) => !application.hasUserGivenEditControl);
  const anchor = submitted.find((application) => application.id !== card?.id);
  if (card === undefined || anchor === undefined || card.id === anchor.id) throw new Error("The Submitted column needs at least two cards for the move benchmark");
  let version = card.version;
  const times: number[] = [];
  const moveCpu = process.cpuUsage();
  const rounds = 2 * Math.ceil((loop.warmup + loop.iterations) / 2);
  for (let round = 0; round < rounds; round++) {
    const forward = round % 2 === 0;
    const query = forward ? "" : `?sortBeforeItemId=${anchor.id}`;
    const url = `${api(baseUrl)}/expat-permits/applications/${card.id}/workflows/steps/${forward ? "screening" : "submitted"}${query}`;
    const started = performance.now();
    const answer = await call(url, staff.officer.token, { method: "POST", headers: { "if-match": `"${version}"` } });
    const took = performance.now() - started;
    if (answer.status !== 200) throw new Error(`The move answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    version += 1;
    if (round >= loop.warmup) times.push(took);
  }
  return {
    board: { officer: timing("officer"), administrator: timing("administrator") },
    answer: {
      officer: { kB: officer.kB, cards: cardCount(officer.board), counted: counted(officer.board) },
      administrator: { kB: administrator.kB, cards: cardCount(administrator.board), counted: counted(administrator.board) },
    },
    move: summarise(times),
    cpuPerCall: { board: boardCpuMs, move: cpuMs(moveCpu) / Math.max(1, rounds) },
  };
}

/** The process's CPU time since `since`, ms. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}
