// Launch arguments of a kernel: the wave-emu arguments of the `<name>.args` file beside a
// `<name>.wave`, as the IDE and the shipped examples use them. No vscode import: the tests
// load this module under plain Node.
import * as fs from 'node:fs';
import * as path from 'node:path';

// The .args files hold one line of plain words, without quoting.
export function splitArgs(text: string): string[] {
    return text.split(/\s+/).filter((w) => w.length > 0);
}

// The `.args` beside `program` (`x.wave` -> `x.args`), or undefined when there is none.
export function argsBeside(program: string): string[] | undefined {
    const file = path.join(path.dirname(program), `${path.parse(program).name}.args`);
    try {
        return splitArgs(fs.readFileSync(file, 'utf8'));
    } catch {
        return undefined;
    }
}

export interface WaveLaunch {
    type: 'wave';
    request: 'launch';
    name: string;
    program: string;
    args?: string[];
    stopOnEntry?: boolean;
}

// One launch configuration per kernel that has an .args beside it (the shipped examples do).
export function configurationsFor(programs: string[]): WaveLaunch[] {
    return programs
        .filter((p) => argsBeside(p) !== undefined)
        .sort()
        .map((p) => ({
            type: 'wave',
            request: 'launch',
            name: `WAVE: ${path.basename(p)}`,
            program: p,
            args: argsBeside(p),
            stopOnEntry: false,
        }));
}
