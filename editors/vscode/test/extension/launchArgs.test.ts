// The extension's launch configurations: .args beside a kernel, and one snippet per shipped
// example (package.json), in step with resources/examples.
import * as assert from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { argsBeside, configurationsFor, splitArgs } from '../../src/launchArgs';

const EXAMPLES = process.env.WAVE_EXAMPLES!;
const PACKAGE = process.env.WAVE_PACKAGE_JSON!;

describe('launch configurations', () => {
    it('splits an .args line into words', () => {
        assert.deepStrictEqual(splitArgs(' --grid 4,1,1\t--fill-iota 0:f32:1024:1.0 \n'), ['--grid', '4,1,1', '--fill-iota', '0:f32:1024:1.0']);
    });

    it('reads the .args beside a kernel, and offers one configuration per such kernel', () => {
        const vadd = path.join(EXAMPLES, 'vector_add.wave');
        assert.deepStrictEqual(argsBeside(vadd), splitArgs(fs.readFileSync(path.join(EXAMPLES, 'vector_add.args'), 'utf8')));
        assert.strictEqual(argsBeside('/nonexistent/x.wave'), undefined);
        const configs = configurationsFor([vadd, '/nonexistent/x.wave']);
        assert.strictEqual(configs.length, 1);
        assert.strictEqual(configs[0].type, 'wave');
        assert.strictEqual(configs[0].program, vadd);
    });

    it('contributes one launch snippet per shipped example with its .args', () => {
        const pkg = JSON.parse(fs.readFileSync(PACKAGE, 'utf8'));
        const debuggerContribution = pkg.contributes.debuggers.find((d: { type: string }) => d.type === 'wave');
        const snippets = debuggerContribution.configurationSnippets as Array<{ body: { program: string; args: string[] } }>;
        const examples = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.wave'));
        assert.strictEqual(snippets.length, examples.length);
        for (const file of examples) {
            const name = file.replace(/\.wave$/, '');
            const s = snippets.find((x) => x.body.program.endsWith(`/${name}.wave"`));
            assert.ok(s, `no snippet for ${name}`);
            assert.deepStrictEqual(s.body.args, splitArgs(fs.readFileSync(path.join(EXAMPLES, `${name}.args`), 'utf8')));
        }
    });

    it('declares the wave language, its grammar, the debugger and the Studio command', () => {
        const pkg = JSON.parse(fs.readFileSync(PACKAGE, 'utf8'));
        assert.strictEqual(pkg.contributes.languages[0].id, 'wave');
        assert.deepStrictEqual(pkg.contributes.languages[0].extensions, ['.wave']);
        assert.strictEqual(pkg.contributes.grammars[0].scopeName, 'source.wave');
        assert.ok(pkg.contributes.commands.some((c: { command: string }) => c.command === 'wave.openInStudio'));
        const dbg = pkg.contributes.debuggers[0];
        for (const attribute of ['program', 'args', 'stopOnEntry', 'profile', 'schedule', 'workspace']) {
            assert.ok(dbg.configurationAttributes.launch.properties[attribute]?.description, attribute);
        }
    });
});
