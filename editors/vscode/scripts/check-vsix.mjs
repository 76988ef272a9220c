// Checks the packaged .vsix (a zip) holds what VS Code needs: the manifest, the bundled
// extension, the generated grammar and the language configuration.
//
//   node scripts/check-vsix.mjs FILE.vsix
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const yauzl = require('yauzl'); // vsce's own zip reader (NODE_PATH: editors/vscode/node_modules)

const file = process.argv[2];
const wanted = [
    'extension.vsixmanifest',
    'extension/package.json',
    'extension/dist/extension.js',
    'extension/syntaxes/wave.tmLanguage.json',
    'extension/language-configuration.json',
    'extension/LICENSE.txt',
];
yauzl.open(file, { lazyEntries: true }, (err, zip) => {
    if (err) {
        console.error(`${file}: ${err.message}`);
        process.exit(1);
    }
    const seen = new Set();
    zip.readEntry();
    zip.on('entry', (entry) => {
        seen.add(entry.fileName);
        zip.readEntry();
    });
    zip.on('end', () => {
        const missing = wanted.filter((w) => !seen.has(w));
        const stray = [...seen].filter((s) => s.includes('node_modules') || s.startsWith('extension/src/'));
        if (missing.length > 0 || stray.length > 0) {
            console.error(`${file}: missing ${missing.join(', ') || 'nothing'}; stray ${stray.join(', ') || 'nothing'}`);
            process.exit(1);
        }
        console.log(`${file}: ${seen.size} files, everything VS Code needs is there`);
    });
});
