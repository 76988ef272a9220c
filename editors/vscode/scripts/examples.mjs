// Keeps the extension's launch configuration snippets in step with the shipped examples: one
// snippet per resources/examples/<name>.wave, with the wave-emu arguments of its <name>.args.
//
//   node scripts/examples.mjs EXAMPLES_DIR PACKAGE_JSON            rewrite the snippets
//   node scripts/examples.mjs --check EXAMPLES_DIR PACKAGE_JSON    exit 1 when they are stale
//
// The test suite runs --check, as docs.isa_reference does for the generated ISA reference.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const argv = process.argv.slice(2);
const check = argv[0] === '--check';
const [examplesDir, packagePath] = check ? argv.slice(1) : argv;
if (!examplesDir || !packagePath) {
    console.error('usage: examples.mjs [--check] EXAMPLES_DIR PACKAGE_JSON');
    process.exit(2);
}

// The .args files hold one line of plain words (no quoting), as wave-emu's tests read them.
function splitArgs(text) {
    return text.split(/\s+/).filter((w) => w.length > 0);
}

const snippets = readdirSync(examplesDir)
    .filter((f) => f.endsWith('.wave'))
    .sort()
    .map((f) => {
        const name = f.slice(0, -'.wave'.length);
        let args = [];
        try {
            args = splitArgs(readFileSync(join(examplesDir, `${name}.args`), 'utf8'));
        } catch {
            // an example without .args runs with wave-emu's defaults
        }
        return {
            label: `WAVE: example ${name}`,
            description: `Debug the shipped example ${name}.wave with its .args`,
            body: {
                type: 'wave',
                request: 'launch',
                name: `WAVE example: ${name}`,
                program: '^"\\${workspaceFolder}/' + name + '.wave"',
                args,
                stopOnEntry: false,
            },
        };
    });

const text = readFileSync(packagePath, 'utf8');
const pkg = JSON.parse(text);
pkg.contributes.debuggers[0].configurationSnippets = snippets;
const updated = JSON.stringify(pkg, null, 2) + '\n';
if (check) {
    if (updated !== text) {
        console.error(`${packagePath}: the example snippets are stale; run npm run examples`);
        process.exit(1);
    }
    console.log(`${snippets.length} example snippets are up to date`);
} else {
    writeFileSync(packagePath, updated);
    console.log(`wrote ${snippets.length} example snippets to ${packagePath}`);
}
