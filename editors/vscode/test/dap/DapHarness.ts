// Shared pieces of the DAP tests: where wave-dap and the shipped examples are (set by ctest:
// WAVE_DAP, WAVE_EXAMPLES), a DebugClient of @vscode/debugadapter-testsupport started on
// wave-dap, and a raw client that records every message in order (for the protocol's rules,
// which DebugClient's promise API hides).
import { DebugClient } from '@vscode/debugadapter-testsupport';
import { DebugProtocol } from '@vscode/debugprotocol';
import { ChildProcess, spawn } from 'node:child_process';
import * as assert from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export const DAP = process.env.WAVE_DAP ?? 'wave-dap';
export const EXAMPLES = process.env.WAVE_EXAMPLES ?? path.join(__dirname, '../../../../../resources/examples');

export function example(name: string): string {
    return path.join(EXAMPLES, `${name}.wave`);
}

export function exampleArgs(name: string): string[] {
    return fs.readFileSync(path.join(EXAMPLES, `${name}.args`), 'utf8').split(/\s+/).filter((w) => w);
}

export function exampleNames(): string[] {
    return fs
        .readdirSync(EXAMPLES)
        .filter((f) => f.endsWith('.wave') && fs.existsSync(path.join(EXAMPLES, f.replace(/\.wave$/, '.exit'))))
        .map((f) => f.replace(/\.wave$/, ''))
        .sort();
}

// The 1-based line of the first source line of `file` matching `pattern` (after `after`).
export function lineOf(file: string, pattern: RegExp, after = 0): number {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    for (let i = after; i < lines.length; i++) {
        if (pattern.test(lines[i])) {
            return i + 1;
        }
    }
    throw new Error(`no line of ${file} matches ${pattern}`);
}

// A kernel written to a scratch folder (removed at exit).
export function scratchKernel(name: string, text: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wave-dap-test-'));
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, `${name}.wave`);
    fs.writeFileSync(file, text);
    return file;
}

// A kernel that never ends, and the arguments that let it run until the client stops it (the
// default limit of 10,000,000 instructions per workgroup ends it after about 0.1 s).
export function spinKernel(): string {
    return scratchKernel('spin', '.kernel spin\n    mov_imm r1, 1\n    loop\n        iadd r0, r0, r1\n    endloop\n    halt\n.end\n');
}
export const UNLIMITED = ['--max-instructions', '0'];

// DebugClient spawns `runtime executable`: wave-dap takes --stdio (its default) as that word.
export async function startClient(): Promise<DebugClient> {
    const dc = new DebugClient(DAP, '--stdio', 'wave');
    dc.defaultTimeout = 10000;
    await dc.start();
    return dc;
}

// Launches `program` with `args`, sets line breakpoints, finishes the configuration and waits
// for the first stop. Returns the stopped event.
export async function launchAndStop(
    dc: DebugClient,
    program: string,
    args: string[],
    lines: number[],
    extra: Record<string, unknown> = {},
): Promise<DebugProtocol.StoppedEvent> {
    const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
    await Promise.all([
        dc.waitForEvent('initialized').then(async () => {
            if (lines.length > 0) {
                const r = await dc.setBreakpointsRequest({
                    source: { path: program },
                    breakpoints: lines.map((line) => ({ line })),
                });
                for (const bp of r.body.breakpoints) {
                    assert.ok(bp.verified, `breakpoint not verified: ${bp.message}`);
                }
            }
            return dc.configurationDoneRequest();
        }),
        dc.launch({ program, args, ...extra }),
    ]);
    return stopped;
}

// The value of register `name` in the focused lane's registers of the frame.
export async function registerOf(dc: DebugClient, frameId: number, name: string): Promise<string> {
    const scopes = await dc.scopesRequest({ frameId });
    const lane = scopes.body.scopes.find((s) => /^Lane \d+ registers$/.test(s.name));
    assert.ok(lane, 'no lane registers scope');
    const vars = await dc.variablesRequest({ variablesReference: lane.variablesReference });
    const v = vars.body.variables.find((x) => x.name === name);
    assert.ok(v, `no variable ${name}`);
    return v.value;
}

export async function topFrame(dc: DebugClient, threadId: number): Promise<DebugProtocol.StackFrame> {
    const st = await dc.stackTraceRequest({ threadId });
    assert.ok(st.body.stackFrames.length > 0, 'empty stack');
    return st.body.stackFrames[0];
}

// ---- A raw client: every message in arrival order.
export interface Message {
    seq: number;
    type: 'request' | 'response' | 'event';
    command?: string;
    event?: string;
    request_seq?: number;
    success?: boolean;
    message?: string;
    body?: any;
}

export class RawClient {
    readonly messages: Message[] = [];
    private readonly child: ChildProcess;
    private buffer = Buffer.alloc(0);
    private seq = 0;
    private waiters: Array<() => void> = [];
    readonly exited: Promise<number | null>;

    constructor() {
        this.child = spawn(DAP, [], { stdio: ['pipe', 'pipe', 'inherit'] });
        this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
        this.child.stdout!.on('data', (chunk: Buffer) => this.onData(chunk));
    }

    // A request as the client sends it; resolves with its response.
    async request(command: string, args?: unknown): Promise<Message> {
        const seq = ++this.seq;
        this.writeRaw(JSON.stringify({ seq, type: 'request', command, arguments: args }));
        return this.waitFor((m) => m.type === 'response' && m.request_seq === seq);
    }

    writeRaw(body: string): void {
        this.child.stdin!.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    }

    writeBytes(bytes: string | Buffer): void {
        this.child.stdin!.write(bytes);
    }

    closeInput(): void {
        this.child.stdin!.end();
    }

    async waitFor(match: (m: Message) => boolean, timeoutMs = 10000): Promise<Message> {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const found = this.messages.find(match);
            if (found) {
                return found;
            }
            if (Date.now() > deadline) {
                throw new Error(`no matching message after ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
            }
            await new Promise<void>((resolve) => {
                this.waiters.push(resolve);
                setTimeout(resolve, 50);
            });
        }
    }

    kill(): void {
        this.child.kill();
    }

    private onData(chunk: Buffer): void {
        this.buffer = Buffer.concat([this.buffer, chunk]);
        for (;;) {
            const end = this.buffer.indexOf('\r\n\r\n');
            if (end < 0) {
                return;
            }
            const header = this.buffer.subarray(0, end).toString();
            const m = /Content-Length: (\d+)/i.exec(header);
            const length = m ? Number(m[1]) : 0;
            if (this.buffer.length < end + 4 + length) {
                return;
            }
            const body = this.buffer.subarray(end + 4, end + 4 + length).toString();
            this.buffer = this.buffer.subarray(end + 4 + length);
            this.messages.push(JSON.parse(body) as Message);
            const waiters = this.waiters;
            this.waiters = [];
            waiters.forEach((w) => w());
        }
    }
}
