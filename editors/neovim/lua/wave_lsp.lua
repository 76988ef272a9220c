-- wave-lsp in Neovim's built-in LSP client (Neovim 0.7 and later).
--
--   vim.opt.runtimepath:append('/usr/share/wave-studio/editors/neovim')  -- or this folder
--   require('wave_lsp').setup()            -- or setup({ cmd = { '/path/to/wave-lsp' } })
--
-- Every buffer of filetype `wave` (ftdetect/wave.vim: *.wave) is attached to one wave-lsp per
-- project root (the nearest folder holding .git or a .wavesession, else the file's folder).
-- Diagnostics, hover (K), completion (omnifunc, <C-x><C-o>), go to definition, references,
-- rename, document symbols, signature help and formatting then work through vim.lsp.buf.*.

local M = {}

local defaults = {
  cmd = { 'wave-lsp' },
  root_markers = { '.git', '.wavesession' },
  on_attach = nil, -- function(client, bufnr), e.g. to map keys
}

local config = vim.deepcopy(defaults)
local clients = {} -- root directory -> client id

local function root_of(path)
  local dir = vim.fn.fnamemodify(path, ':p:h')
  local current = dir
  while current and current ~= '' do
    for _, marker in ipairs(config.root_markers) do
      local candidate = current .. '/' .. marker
      if vim.loop.fs_stat(candidate) then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ':h')
    if parent == current then
      break
    end
    current = parent
  end
  return dir
end

local function default_on_attach(client, bufnr)
  vim.api.nvim_buf_set_option(bufnr, 'omnifunc', 'v:lua.vim.lsp.omnifunc')
  if config.on_attach then
    config.on_attach(client, bufnr)
  end
end

-- Starts (or reuses) the server for the buffer's root and attaches the buffer to it.
function M.attach(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local root = root_of(vim.api.nvim_buf_get_name(bufnr))
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client({
      name = 'wave-lsp',
      cmd = config.cmd,
      root_dir = root,
      on_attach = default_on_attach,
    })
    if id == nil then
      vim.notify('wave-lsp: could not start ' .. table.concat(config.cmd, ' '), vim.log.levels.ERROR)
      return nil
    end
    clients[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

function M.setup(opts)
  config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), opts or {})
  local group = vim.api.nvim_create_augroup('wave_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'wave',
    callback = function(args)
      M.attach(args.buf)
    end,
  })
end

return M
