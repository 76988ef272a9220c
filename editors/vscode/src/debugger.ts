// The `wave` debug type: wave-dap (setting wave.dapPath) speaks the Debug Adapter Protocol on
// stdin/stdout. Configurations without a program debug the active editor's kernel; the dynamic
// provider offers one configuration per kernel of the workspace that has an .args beside it.
import * as vscode from 'vscode';
import { configurationsFor } from './launchArgs';

class AdapterFactory implements vscode.DebugAdapterDescriptorFactory {
    createDebugAdapterDescriptor(): vscode.ProviderResult<vscode.DebugAdapterDescriptor> {
        const command = vscode.workspace.getConfiguration('wave').get<string>('dapPath', 'wave-dap');
        return new vscode.DebugAdapterExecutable(command || 'wave-dap', []);
    }
}

class ConfigurationProvider implements vscode.DebugConfigurationProvider {
    resolveDebugConfiguration(
        _folder: vscode.WorkspaceFolder | undefined,
        config: vscode.DebugConfiguration,
    ): vscode.ProviderResult<vscode.DebugConfiguration> {
        // F5 without a launch.json: debug the kernel in the active editor.
        if (!config.type && !config.request && !config.name) {
            const editor = vscode.window.activeTextEditor;
            if (editor?.document.languageId !== 'wave') {
                return undefined; // VS Code then offers to create a launch.json
            }
            config.type = 'wave';
            config.request = 'launch';
            config.name = 'Debug the current WAVE kernel';
            config.program = editor.document.uri.fsPath;
            config.stopOnEntry = true;
        }
        if (!config.program) {
            void vscode.window.showErrorMessage('WAVE: the launch configuration names no program.');
            return undefined;
        }
        return config;
    }
}

class ExampleConfigurations implements vscode.DebugConfigurationProvider {
    async provideDebugConfigurations(): Promise<vscode.DebugConfiguration[]> {
        const files = await vscode.workspace.findFiles('**/*.wave', '**/node_modules/**', 200);
        return configurationsFor(files.map((f) => f.fsPath));
    }
}

export function registerDebugger(context: vscode.ExtensionContext): void {
    context.subscriptions.push(
        vscode.debug.registerDebugAdapterDescriptorFactory('wave', new AdapterFactory()),
        vscode.debug.registerDebugConfigurationProvider('wave', new ConfigurationProvider()),
        vscode.debug.registerDebugConfigurationProvider(
            'wave',
            new ExampleConfigurations(),
            vscode.DebugConfigurationProviderTriggerKind.Dynamic,
        ),
    );
}
