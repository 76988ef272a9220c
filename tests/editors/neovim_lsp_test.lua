-- editors.neovim: Neovim (headless, its built-in LSP client) with the plugin in editors/neovim
-- against wave-lsp on a kernel. Reads back, through Neovim's Lua API only: the diagnostics of
-- the buffer, hover, completion and go-to-definition (the cursor must land on the label).
-- Run: nvim --headless -u NONE -i NONE -n -c "luafile neovim_lsp_test.lua" with the environment
-- WAVE_LSP (the binary), WAVE_NVIM_PLUGIN (editors/neovim) and WAVE_TEST_DIR (a scratch folder).

local failures = {}
local function log(text)
  io.stdout:write(text .. '\n')
end
local function check(condition, what)
  if condition then
    log('ok   ' .. what)
  else
    log('FAIL ' .. what)
    table.insert(failures, what)
  end
end

local function main()
  vim.opt.runtimepath:prepend(os.getenv('WAVE_NVIM_PLUGIN'))
  vim.cmd('filetype plugin on')
  vim.cmd('runtime! ftdetect/wave.vim')
  require('wave_lsp').setup({ cmd = { os.getenv('WAVE_LSP') } })

  local path = os.getenv('WAVE_TEST_DIR') .. '/kernel.wave'
  local lines = {
    '.kernel main', --                1
    '.registers 8', --                2
    '    mov r0, sr_lane_id', --      3
    '    call f1', --                 4
    '    iaddd r1, r2, r3', --        5: unknown instruction
    '    halt', --                    6
    'f1:', --                         7
    '    return', --                  8
    '.end', --                        9
  }
  vim.fn.writefile(lines, path)
  vim.cmd('edit ' .. path)
  local buf = vim.api.nvim_get_current_buf()
  check(vim.bo.filetype == 'wave', 'filetype of *.wave is wave (ftdetect)')

  local client
  vim.wait(10000, function()
    local clients = vim.lsp.buf_get_clients(buf)
    for _, c in pairs(clients) do
      client = c
    end
    return client ~= nil and client.initialized
  end, 20)
  check(client ~= nil and client.name == 'wave-lsp', 'wave-lsp attached to the buffer')
  if client == nil then
    return
  end

  -- Diagnostics: the assembler's error with its code, on line 5.
  vim.wait(10000, function()
    return #vim.diagnostic.get(buf) > 0
  end, 20)
  local diagnostics = vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.ERROR })
  local d = diagnostics[1]
  check(d ~= nil and d.lnum == 4 and d.col == 4, 'an error diagnostic at line 5, column 5')
  check(d ~= nil and d.message == "unknown instruction 'iaddd'", 'its message: ' .. (d and d.message or 'none'))
  check(d ~= nil and d.code == 'E0107', 'its code E0107')
  local hints = vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.HINT })
  check(#hints > 0 and hints[1].message:find('iadd') ~= nil, 'a hint suggesting iadd')

  -- Hover on `mov` (line 3).
  vim.api.nvim_win_set_cursor(0, { 3, 5 })
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/hover', vim.lsp.util.make_position_params(), 5000)
  local hover
  for _, r in pairs(responses or {}) do
    hover = r.result
  end
  local text = hover and hover.contents and hover.contents.value or ''
  check(text:find('mov rd, rs1', 1, true) ~= nil, 'hover on mov shows its ISA entry')

  -- Completion after typing `iad` on a new line (an edit sent as didChange).
  vim.api.nvim_buf_set_lines(buf, 5, 5, false, { '    iad' })
  vim.api.nvim_win_set_cursor(0, { 6, 7 })
  responses = vim.lsp.buf_request_sync(buf, 'textDocument/completion', vim.lsp.util.make_position_params(), 5000)
  local labels = {}
  for _, r in pairs(responses or {}) do
    for _, item in ipairs((r.result or {}).items or {}) do
      labels[item.label] = true
    end
  end
  check(labels['iadd rd, rs1, rs2'] == true, 'completion of iad offers iadd rd, rs1, rs2')
  vim.api.nvim_buf_set_lines(buf, 5, 6, false, {})

  -- Go to definition from `call f1` (line 4) lands on `f1:` (line 7).
  vim.api.nvim_win_set_cursor(0, { 4, 10 })
  vim.lsp.buf.definition()
  vim.wait(5000, function()
    return vim.api.nvim_win_get_cursor(0)[1] == 7
  end, 20)
  local cursor = vim.api.nvim_win_get_cursor(0)
  check(cursor[1] == 7 and cursor[2] == 0, 'go to definition of f1 moves the cursor to line 7')

  -- Fixing the error clears the diagnostics (incremental didChange, debounced publication).
  vim.api.nvim_buf_set_lines(buf, 4, 5, false, { '    iadd r1, r2, r3' })
  vim.wait(10000, function()
    return #vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.ERROR }) == 0
  end, 20)
  local left = vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.ERROR })
  check(#left == 0, 'the fixed file has no error' .. (left[1] and (': ' .. left[1].message .. ' at line ' .. (left[1].lnum + 1)) or ''))
end

local ok, err = pcall(main)
if not ok then
  log('FAIL the test script raised: ' .. tostring(err))
  table.insert(failures, 'script error')
end
if #failures > 0 then
  log(#failures .. ' check(s) failed')
  vim.cmd('cquit 1')
else
  log('all checks passed')
  vim.cmd('qall!')
end
