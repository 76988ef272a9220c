<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BreakpointJson</name>
    <message>
        <source>unknown value &apos;%1&apos; (expected one of %2)</source>
        <translation>未知值“%1”(应为 %2 之一)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>missing (expected one of %1)</source>
        <translation>缺失(应为 %1 之一)</translation>
    </message>
</context>
<context>
    <name>CategoryText</name>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>float</source>
        <translation>浮点</translation>
    </message>
    <message>
        <source>half precision</source>
        <extracomment>f16 and bf16 instructions, scalar and packed</extracomment>
        <translation>半精度</translation>
    </message>
    <message>
        <source>double precision</source>
        <translation>双精度</translation>
    </message>
    <message>
        <source>bitwise</source>
        <translation>位运算</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>convert</source>
        <translation>转换</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>原子</translation>
    </message>
    <message>
        <source>wave</source>
        <extracomment>wave-wide instructions (shuffles, votes, reductions)</extracomment>
        <translation>波</translation>
    </message>
    <message>
        <source>control</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>sync</source>
        <extracomment>barriers and fences</extracomment>
        <translation>同步</translation>
    </message>
    <message>
        <source>MMA</source>
        <extracomment>matrix multiply-accumulate</extracomment>
        <translation>MMA</translation>
    </message>
    <message>
        <source>misc</source>
        <extracomment>moves and other instructions</extracomment>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>CsvExporter</name>
    <message>
        <source>register</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation>通道 %1</translation>
    </message>
    <message>
        <source>address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>u32</source>
        <translation>u32</translation>
    </message>
    <message>
        <source>i32</source>
        <translation>i32</translation>
    </message>
    <message>
        <source>f32</source>
        <translation>f32</translation>
    </message>
</context>
<context>
    <name>DebugStatusText</name>
    <message>
        <source>Stopped at the first instruction — line %1 (%2 steps over, %3 steps into, %4 runs)</source>
        <translation>已停在第一条指令 — 第 %1 行（%2 单步跳过，%3 单步进入，%4 运行）</translation>
    </message>
    <message>
        <source>%1 — line %2, wave %3, step %4</source>
        <translation>%1 — 第 %2 行,波 %3,第 %4 步</translation>
    </message>
    <message>
        <source>%1 — %2 runs it again, %3 restarts at the first instruction</source>
        <translation>%1 — %2 再次运行，%3 从第一条指令重新开始</translation>
    </message>
    <message>
        <source>The run has ended with a fault</source>
        <translation>运行因故障结束</translation>
    </message>
    <message>
        <source>The run has ended in a deadlock</source>
        <translation>运行以死锁结束</translation>
    </message>
    <message>
        <source>The run has finished</source>
        <translation>运行已结束</translation>
    </message>
    <message>
        <source>%1 — press %2 to restart at the first instruction, %3 to run it again</source>
        <translation>%1 — 按 %2 从第一条指令重新开始，按 %3 再次运行</translation>
    </message>
    <message>
        <source>Restart at the first instruction (%1)</source>
        <translation>从第一条指令重新开始 (%1)</translation>
    </message>
    <message>
        <source>Source changed — restart with the new code</source>
        <translation>源代码已更改 — 使用新代码重新启动</translation>
    </message>
    <message>
        <source>Running… (%1 to pause)</source>
        <translation>正在运行…(按 %1 暂停)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Line %1 was added since this run: the code being debugged has no instruction there (%2)</source>
        <translation>第 %1 行是在本次运行之后添加的：正在调试的代码在那里没有指令（%2）</translation>
    </message>
</context>
<context>
    <name>EfficiencyScale</name>
    <message>
        <source>below 25% (scattered)</source>
        <translation>低于 25%(分散)</translation>
    </message>
    <message>
        <source>90–100% (coalesced)</source>
        <translation>90–100%(合并)</translation>
    </message>
    <message>
        <source>50–90%</source>
        <translation>50–90%</translation>
    </message>
    <message>
        <source>25–50%</source>
        <translation>25–50%</translation>
    </message>
</context>
<context>
    <name>InstructionHelp</name>
    <message>
        <source>Encoding: %1</source>
        <translation>编码:%1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>类别:%1</translation>
    </message>
    <message>
        <source>Operands: %1</source>
        <translation>操作数:%1</translation>
    </message>
    <message>
        <source>The destination rd may be omitted.</source>
        <translation>目标寄存器 rd 可以省略。</translation>
    </message>
    <message>
        <source>Special register %1, read with mov or mov_sr.</source>
        <translation>特殊寄存器 %1,用 mov 或 mov_sr 读取。</translation>
    </message>
    <message>
        <source>Runs only in the lanes where %1 is false.</source>
        <translation>仅在 %1 为假的通道中执行。</translation>
    </message>
    <message>
        <source>Runs only in the lanes where %1 is true.</source>
        <translation>仅在 %1 为真的通道中执行。</translation>
    </message>
    <message>
        <source>@p0 encodes as no guard: the instruction always runs.</source>
        <translation>@p0 编码为无守卫:该指令总是执行。</translation>
    </message>
    <message>
        <source>Guard: %1.</source>
        <translation>守卫:%1。</translation>
    </message>
</context>
<context>
    <name>IsaReference</name>
    <message>
        <source>Integer arithmetic</source>
        <translation>整数运算</translation>
    </message>
    <message>
        <source>32-bit floating point</source>
        <translation>32 位浮点</translation>
    </message>
    <message>
        <source>16-bit floating point (f16, bf16)</source>
        <translation>16 位浮点(f16、bf16)</translation>
    </message>
    <message>
        <source>64-bit floating point (register pairs)</source>
        <translation>64 位浮点(寄存器对)</translation>
    </message>
    <message>
        <source>Bitwise and bit operations</source>
        <translation>按位与位操作</translation>
    </message>
    <message>
        <source>Compare and select</source>
        <translation>比较与选择</translation>
    </message>
    <message>
        <source>Conversions</source>
        <translation>类型转换</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Atomics</source>
        <translation>原子操作</translation>
    </message>
    <message>
        <source>Wave operations</source>
        <translation>波操作</translation>
    </message>
    <message>
        <source>Control flow</source>
        <translation>控制流</translation>
    </message>
    <message>
        <source>Synchronization</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>Matrix multiply-accumulate (MMA)</source>
        <translation>矩阵乘累加(MMA)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>数据传送</translation>
    </message>
    <message>
        <source>The destination rd may be omitted.</source>
        <translation>目标寄存器 rd 可以省略。</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Operands and syntax</source>
        <translation>操作数与语法</translation>
    </message>
    <message>
        <source>An instruction is a mnemonic followed by comma-separated operands, optionally preceded by a guard. Mnemonics and register names are case-sensitive; a comment starts with ; or # and runs to the end of the line.</source>
        <translation>一条指令由助记符和以逗号分隔的操作数组成,前面可以带一个守卫。助记符和寄存器名区分大小写;注释以 ; 或 # 开头,直到行尾。</translation>
    </message>
    <message>
        <source>Operand</source>
        <translation>操作数</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>写法</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>register</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>A 32-bit general register of the lane. rd is the destination, rs1 to rs3 are sources, raddr holds an address and rval a value to store.</source>
        <translation>通道的 32 位通用寄存器。rd 为目标,rs1 到 rs3 为源,raddr 存放地址,rval 存放要存储的值。</translation>
    </message>
    <message>
        <source>predicate</source>
        <translation>谓词</translation>
    </message>
    <message>
        <source>A 1-bit predicate register of the lane: pd is written, ps is read.</source>
        <translation>通道的 1 位谓词寄存器:pd 被写入,ps 被读取。</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Executes the instruction only in the lanes where the predicate holds (or, with !, does not hold). @p0 cannot be encoded and runs unconditionally.</source>
        <translation>仅在谓词成立(带 ! 时为不成立)的通道中执行该指令。@p0 无法编码,指令将无条件执行。</translation>
    </message>
    <message>
        <source>special register</source>
        <translation>特殊寄存器</translation>
    </message>
    <message>
        <source>A read-only machine value (see Special registers); read it with mov or mov_sr.</source>
        <translation>只读的机器值(参见“特殊寄存器”);用 mov 或 mov_sr 读取。</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>立即数</translation>
    </message>
    <message>
        <source>Only mov_imm takes an immediate: an integer, or a float stored as its IEEE single-precision bits.</source>
        <translation>只有 mov_imm 接受立即数:整数,或以 IEEE 单精度位模式存储的浮点数。</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>A name followed by a colon marks a code offset; call jumps to one.</source>
        <translation>名称后跟冒号标记一个代码偏移;call 跳转到标签。</translation>
    </message>
    <message>
        <source>Size is the number of bytes the instruction occupies: 4 (one word) or 8 (two words). Opcode and modifier are the fields of the first word that select the operation.</source>
        <translation>大小是指令占用的字节数:4(一个字)或 8(两个字)。操作码和修饰符是第一个字中选择操作的字段。</translation>
    </message>
    <message>
        <source>Special registers</source>
        <translation>特殊寄存器</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>directive</source>
        <translation>伪指令</translation>
    </message>
    <message>
        <source>cache hint</source>
        <translation>缓存提示</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>Directives, cache hints and scopes</source>
        <translation>伪指令、缓存提示与作用域</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Syntax</source>
        <translation>语法</translation>
    </message>
    <message>
        <source>WAVE ISA reference</source>
        <translation>WAVE ISA 参考</translation>
    </message>
    <message numerus="yes">
        <source>Generated from the instruction table of this build: %n instruction(s) in %1 categories, %2 special registers, and the directives.</source>
        <translation>
            <numerusform>根据本构建的指令表生成:%1 个类别中的 %n 条指令、%2 个特殊寄存器以及伪指令。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mnemonic</source>
        <translation>助记符</translation>
    </message>
    <message>
        <source>Opcode</source>
        <translation>操作码</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>修饰符</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Semantics</source>
        <translation>语义</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>expected a whole number from 0 to %1</source>
        <translation>应为 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>expected a string or null</source>
        <translation>应为字符串或 null</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>应为数组</translation>
    </message>
</context>
<context>
    <name>LabRows</name>
    <message>
        <source>%1 · %2 bits</source>
        <translation>%1 · %2 位</translation>
    </message>
</context>
<context>
    <name>LaneStatusInfo</name>
    <message>
        <source>active</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>off in then</source>
        <translation>then 分支中关闭</translation>
    </message>
    <message>
        <source>off in else</source>
        <translation>else 分支中关闭</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>已 break</translation>
    </message>
    <message>
        <source>continued</source>
        <translation>已 continue</translation>
    </message>
    <message>
        <source>halted</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>not launched</source>
        <translation>未启动</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>非活动</translation>
    </message>
    <message>
        <source>The lane executes the current instruction.</source>
        <translation>该通道执行当前指令。</translation>
    </message>
    <message>
        <source>The `if` runs its then side; this lane waits to run the else side.</source>
        <translation>`if` 正在执行 then 分支;该通道等待执行 else 分支。</translation>
    </message>
    <message>
        <source>The `if` runs its else side; this lane already ran the then side.</source>
        <translation>`if` 正在执行 else 分支;该通道已执行过 then 分支。</translation>
    </message>
    <message>
        <source>The lane left the loop with `break`; it returns at `endloop`.</source>
        <translation>该通道已用 `break` 离开循环;它将在 `endloop` 处重新加入。</translation>
    </message>
    <message>
        <source>The lane skipped to the next iteration with `continue`.</source>
        <translation>该通道已用 `continue` 跳到下一次迭代。</translation>
    </message>
    <message>
        <source>The lane executed `halt`; it never runs again.</source>
        <translation>该通道已执行 `halt`;它不会再运行。</translation>
    </message>
    <message>
        <source>No thread: the workgroup does not fill this wave.</source>
        <translation>无线程:工作组未填满此波。</translation>
    </message>
    <message>
        <source>The lane is switched off.</source>
        <translation>该通道已关闭。</translation>
    </message>
    <message>
        <source>waiting at barrier</source>
        <translation>在屏障处等待</translation>
    </message>
    <message>
        <source>The wave waits at a `barrier` until every other wave arrives; then this lane runs on.</source>
        <translation>该波在 `barrier` 处等待，直到其他所有波都到达；然后此通道继续运行。</translation>
    </message>
</context>
<context>
    <name>LaunchBuilder</name>
    <message>
        <source>the source has errors: fix them to launch</source>
        <translation>源代码有错误:修复后才能启动</translation>
    </message>
    <message>
        <source>the grid %1,%2,%3 has no workgroup to run: every dimension must be at least 1</source>
        <translation>网格 %1,%2,%3 中没有可运行的工作组:每个维度至少为 1</translation>
    </message>
    <message>
        <source>the workgroup %1,%2,%3 has no thread to run: every dimension must be at least 1</source>
        <translation>工作组 %1,%2,%3 中没有可运行的线程:每个维度至少为 1</translation>
    </message>
    <message>
        <source>cannot allocate %1 bytes of device memory</source>
        <translation>无法分配 %1 字节的设备内存</translation>
    </message>
    <message>
        <source>the launch cannot run</source>
        <translation>无法执行此次启动</translation>
    </message>
    <message>
        <source>cannot read %1: it is %2, not a regular file (WAVE Studio reads fills from regular files only)</source>
        <translation>无法读取 %1：它是%2，不是普通文件（WAVE Studio 只从普通文件读取填充数据）</translation>
    </message>
</context>
<context>
    <name>LaunchIssue</name>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Workgroup</source>
        <translation>工作组</translation>
    </message>
    <message>
        <source>Wave width</source>
        <translation>波宽度</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>局部内存</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Instruction limit</source>
        <translation>指令上限</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Initial register %1</source>
        <translation>初始寄存器 %1</translation>
    </message>
    <message>
        <source>Memory fill %1</source>
        <translation>内存填充 %1</translation>
    </message>
</context>
<context>
    <name>LaunchSettings</name>
    <message>
        <source>--help and --version are not launch settings</source>
        <translation>--help 和 --version 不是启动设置</translation>
    </message>
    <message>
        <source>--kernel needs a kernel name or index</source>
        <translation>--kernel 需要内核名称或索引</translation>
    </message>
    <message>
        <source>expected an array of 3 whole numbers from 0 to 4294967295</source>
        <translation>应为由 3 个 0 到 4294967295 之间的整数组成的数组</translation>
    </message>
    <message>
        <source>unknown fill kind &apos;%1&apos; (expected zero, iota or file)</source>
        <translation>未知填充类型“%1”(应为 zero、iota 或 file)</translation>
    </message>
</context>
<context>
    <name>MaskText</name>
    <message>
        <source>no lane</source>
        <translation>无通道</translation>
    </message>
    <message>
        <source>all %1 lanes</source>
        <translation>全部 %1 个通道</translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation>通道 %1</translation>
    </message>
    <message>
        <source>lanes %1</source>
        <translation>通道 %1</translation>
    </message>
    <message>
        <source>wave %1</source>
        <translation>波 %1</translation>
    </message>
    <message>
        <source>waves %1</source>
        <translation>波 %1</translation>
    </message>
</context>
<context>
    <name>OccupancyText</name>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>1 workgroup</source>
        <translation>1 个工作组</translation>
    </message>
    <message>
        <source>%1 workgroups</source>
        <translation>%1 个工作组</translation>
    </message>
    <message>
        <source>1 wave</source>
        <translation>1 个波</translation>
    </message>
    <message>
        <source>%1 waves</source>
        <translation>%1 个波</translation>
    </message>
    <message>
        <source>%1 registers, %2 bytes of local memory and %3 wave slots per core, waves of %4 lanes</source>
        <translation>每核 %1 个寄存器、%2 字节局部内存和 %3 个波槽,每波 %4 个通道</translation>
    </message>
    <message>
        <source>Default core (no device profile): %1</source>
        <translation>默认核心(无设备配置):%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>No workgroup fits on a core: one workgroup needs more %1 than a core has</source>
        <translation>没有工作组能放进一个核心:一个工作组需要的%1多于核心所有</translation>
    </message>
    <message>
        <source>%1 per core (%2, %3% of the %4 wave slots), limited by %5</source>
        <translation>每核 %1(%2,占 %4 个波槽的 %3%),受限于%5</translation>
    </message>
    <message>
        <source>Registers: none per thread, no limit</source>
        <translation>寄存器:每线程无,无限制</translation>
    </message>
    <message>
        <source>Registers: %1 per thread × %2 lanes × %3 = %4 per workgroup; %5 ÷ %4 → %6</source>
        <translation>寄存器:每线程 %1 × %2 通道 × %3 = 每工作组 %4;%5 ÷ %4 → %6</translation>
    </message>
    <message>
        <source>Local memory: none per workgroup, no limit</source>
        <translation>局部内存:每工作组无,无限制</translation>
    </message>
    <message>
        <source>Local memory: %1 bytes per workgroup; %2 ÷ %1 → %3</source>
        <translation>局部内存:每工作组 %1 字节;%2 ÷ %1 → %3</translation>
    </message>
    <message>
        <source>Wave slots: %1 threads ÷ %2 lanes → %3 per workgroup; %4 ÷ %5 → %6</source>
        <translation>波槽:%1 线程 ÷ %2 通道 → 每工作组 %3;%4 ÷ %5 → %6</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>local memory</source>
        <translation>局部内存</translation>
    </message>
    <message>
        <source>wave slots</source>
        <translation>波槽</translation>
    </message>
    <message>
        <source>The same occupancy as the launch.</source>
        <translation>与启动的占用率相同。</translation>
    </message>
    <message>
        <source>Against the launch: %1 → %2 workgroups, %3 → %4 waves (%5) per core</source>
        <translation>相对启动:每核 %1 → %2 个工作组,%3 → %4 个波(%5)</translation>
    </message>
    <message>
        <source>; limited by %1 instead of %2</source>
        <translation>;受限于%1而非%2</translation>
    </message>
</context>
<context>
    <name>PortabilityText</name>
    <message>
        <source>deadlock: %1</source>
        <translation>死锁:%1</translation>
    </message>
    <message>
        <source>fault: %1</source>
        <translation>故障:%1</translation>
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation>已停止(%1)</translation>
    </message>
    <message>
        <source>completed with barrier divergence</source>
        <translation>已完成,有屏障分歧</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>at wave width %1 only</source>
        <translation>仅在波宽 %1 时</translation>
    </message>
    <message>
        <source>under %1 only</source>
        <translation>仅在 %1 下</translation>
    </message>
    <message>
        <source>completes</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>different device memory</source>
        <translation>设备内存不同</translation>
    </message>
    <message>
        <source>barrier divergence</source>
        <translation>屏障分歧</translation>
    </message>
    <message>
        <source>deadlocks</source>
        <translation>死锁</translation>
    </message>
    <message>
        <source>faults</source>
        <translation>出错</translation>
    </message>
    <message>
        <source>stops (%1)</source>
        <translation>停止(%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1: agrees with %2 (the reference): %3; %n run(s)</source>
        <translation>
            <numerusform>%1:与 %2(参考)一致:%3;%n 次运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; %n run(s)</source>
        <translation>
            <numerusform>%1:%2;%n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: wave width %2, %3 registers, %4 bytes of local memory, %5 waves per core</source>
        <translation>%1:波宽 %2,%3 个寄存器,%4 字节局部内存,每核 %5 个波</translation>
    </message>
    <message>
        <source>Group %1: %2</source>
        <translation>组 %1:%2</translation>
    </message>
    <message>
        <source>at workgroup (%1,%2,%3) wave %4, pc %5</source>
        <translation>在工作组 (%1,%2,%3) 波 %4,pc %5</translation>
    </message>
    <message numerus="yes">
        <source>%n barrier divergence(s)</source>
        <translation>
            <numerusform>%n 次屏障分歧</numerusform>
        </translation>
    </message>
    <message>
        <source>Same result as the reference run</source>
        <translation>与参考运行结果相同</translation>
    </message>
    <message>
        <source>Click to compare it with the reference run</source>
        <translation>点击以与参考运行比较</translation>
    </message>
    <message>
        <source>never written</source>
        <translation>从未写入</translation>
    </message>
    <message>
        <source> (atomic)</source>
        <translation>(原子)</translation>
    </message>
    <message>
        <source>at every width and schedule</source>
        <translation>在每种宽度和调度下</translation>
    </message>
    <message>
        <source>at every width</source>
        <translation>在每种宽度下</translation>
    </message>
    <message>
        <source>memory agrees with the reference</source>
        <translation>内存与参考一致</translation>
    </message>
    <message>
        <source>device memory of its own</source>
        <translation>设备内存自成一组</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>pc %1</source>
        <translation>PC %1</translation>
    </message>
    <message>
        <source>, wave %1 lane %2, workgroup (%3,%4,%5)</source>
        <translation>，波 %1 通道 %2，工作组 (%3,%4,%5)</translation>
    </message>
    <message numerus="yes">
        <source> (the last of %n writes to the word)</source>
        <translation>
            <numerusform>（对该字 %n 次写入中的最后一次）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegisterFormat</name>
    <message>
        <source>hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>signed</source>
        <translation>有符号</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>无符号</translation>
    </message>
    <message>
        <source>f32</source>
        <translation>f32</translation>
    </message>
    <message>
        <source>f64 pair</source>
        <translation>f64 寄存器对</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>f16×2</source>
        <translation>f16×2</translation>
    </message>
    <message>
        <source>bf16×2</source>
        <translation>bf16×2</translation>
    </message>
</context>
<context>
    <name>RegisterRowFormatter</name>
    <message>
        <source>wave %1, lane %2</source>
        <translation>波 %1,通道 %2</translation>
    </message>
    <message>
        <source>Active mask, %1: %2</source>
        <translation>活动掩码,%1:%2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>p%1, %2: %3</source>
        <translation>p%1,%2:%3</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真</translation>
    </message>
    <message>
        <source>false</source>
        <translation>假</translation>
    </message>
    <message>
        <source>r%1, %2</source>
        <translation>r%1,%2</translation>
    </message>
    <message>
        <source>Lane is %1: %2</source>
        <translation>通道状态为%1:%2</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>基准:%1</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation>之前:%1</translation>
    </message>
    <message>
        <source>exec</source>
        <translation>exec</translation>
    </message>
    <message>
        <source>Active mask: 1 where the lane executes</source>
        <translation>活动掩码:通道执行时为 1</translation>
    </message>
    <message>
        <source>Predicate p%1: 1 where true</source>
        <translation>谓词 p%1:为真时为 1</translation>
    </message>
    <message>
        <source>r%1, shown as %2</source>
        <translation>r%1,显示为 %2</translation>
    </message>
    <message>
        <source>wave %1, lane %2: %3</source>
        <translation>波 %1,通道 %2:%3</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON:%2</translation>
    </message>
    <message>
        <source>expected a JSON object with the session</source>
        <translation>应为包含会话的 JSON 对象</translation>
    </message>
    <message>
        <source>not a WAVE Studio session (format &apos;%1&apos;, expected &apos;%2&apos;)</source>
        <translation>不是 WAVE Studio 会话(格式为“%1”,应为“%2”)</translation>
    </message>
    <message>
        <source>session version %1 is not supported (this WAVE Studio reads version %2)</source>
        <translation>不支持会话版本 %1(此版本的 WAVE Studio 读取版本 %2)</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>%1 is already the id of breakpoints[%2]</source>
        <translation>%1 已是 breakpoints[%2] 的 ID</translation>
    </message>
    <message>
        <source>%1 expressions, more than the %2 a session keeps; the first %2 were read</source>
        <translation>%1 个表达式，超过会话保留的 %2 个；已读取前 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n item(s) left out: %2</source>
        <translation>
            <numerusform>%1：省略了 %n 项：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepExplainer</name>
    <message>
        <source>workgroup (%1,%2,%3) started</source>
        <translation>工作组 (%1,%2,%3) 已开始</translation>
    </message>
    <message>
        <source>… and more waves</source>
        <translation>……以及更多波</translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>没有变化</translation>
    </message>
    <message>
        <source>wave %1 ran %2 instructions, now at line %3</source>
        <translation>波 %1 执行了 %2 条指令,现在位于第 %3 行</translation>
    </message>
    <message>
        <source>`%1` at line %2</source>
        <translation>第 %2 行的 `%1`</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>PC 0x%1</translation>
    </message>
    <message>
        <source>wave %1, %2</source>
        <translation>波 %1,%2</translation>
    </message>
    <message>
        <source>waits at the barrier (%1 of %2 waves arrived)</source>
        <translation>在屏障处等待(%2 个波中已到达 %1 个)</translation>
    </message>
    <message>
        <source>the barrier released the waves</source>
        <translation>屏障已释放各波</translation>
    </message>
    <message>
        <source>no visible effect</source>
        <translation>无可见效果</translation>
    </message>
    <message>
        <source>%1 halt</source>
        <translation>%1 停止</translation>
    </message>
    <message>
        <source>frame %1 pushed</source>
        <translation>帧 %1 已压栈</translation>
    </message>
    <message>
        <source>the loop starts with %1</source>
        <translation>循环开始,参与的有%1</translation>
    </message>
    <message>
        <source>%1 take then</source>
        <translation>%1 进入 then 分支</translation>
    </message>
    <message>
        <source>%1 go to else (no lane takes then)</source>
        <translation>%1 进入 else 分支(没有通道进入 then 分支)</translation>
    </message>
    <message>
        <source>%1 go to else</source>
        <translation>%1 进入 else 分支</translation>
    </message>
    <message>
        <source>frame %1 popped</source>
        <translation>帧 %1 已出栈</translation>
    </message>
    <message>
        <source>the loop ends; %1 go on</source>
        <translation>循环结束;%1 继续执行</translation>
    </message>
    <message>
        <source>%1 rejoin</source>
        <translation>%1 重新汇合</translation>
    </message>
    <message>
        <source>%1 run the else side</source>
        <translation>%1 执行 else 分支</translation>
    </message>
    <message>
        <source>no lane runs the else side</source>
        <translation>没有通道执行 else 分支</translation>
    </message>
    <message>
        <source>%1 break out of the loop</source>
        <translation>%1 通过 break 跳出循环</translation>
    </message>
    <message>
        <source>%1 continue with the next iteration</source>
        <translation>%1 通过 continue 进入下一次迭代</translation>
    </message>
    <message>
        <source>next iteration with %1</source>
        <translation>下一次迭代,参与的有%1</translation>
    </message>
    <message>
        <source>active: %1</source>
        <translation>活动:%1</translation>
    </message>
    <message>
        <source>r%1 changes in %2</source>
        <translation>r%1 在%2中改变</translation>
    </message>
    <message>
        <source>p%1 is true for %2</source>
        <translation>p%1 对%2为真</translation>
    </message>
    <message>
        <source>p%1 is false for every active lane</source>
        <translation>p%1 对所有活动通道均为假</translation>
    </message>
    <message>
        <source>waves %1–%2, %3</source>
        <translation>wave %1–%2，%3</translation>
    </message>
    <message>
        <source>wave %1 ran %2 instructions and finished</source>
        <translation>wave %1 执行了 %2 条指令并已结束</translation>
    </message>
    <message>
        <source>wave %1 ran %2 instructions and waits at the barrier at line %3</source>
        <translation>wave %1 执行了 %2 条指令，正在第 %3 行的屏障处等待</translation>
    </message>
    <message>
        <source>%1 finished</source>
        <translation>%1 个已结束</translation>
    </message>
    <message>
        <source>%1 at a barrier</source>
        <translation>%1 个在屏障处</translation>
    </message>
    <message>
        <source>%1 faulted</source>
        <translation>%1 个出错</translation>
    </message>
    <message>
        <source>%1 ready</source>
        <translation>%1 个就绪</translation>
    </message>
    <message>
        <source>%1 waves ran %2 instructions (%3)</source>
        <translation>%1 个 wave 执行了 %2 条指令（%3）</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>faulted</source>
        <translation>出错</translation>
    </message>
    <message numerus="yes">
        <source>went back %n step(s) in history, to step %1</source>
        <translation>
            <numerusform>在历史中后退了 %n 步,到第 %1 步</numerusform>
        </translation>
    </message>
    <message>
        <source>wave %1 has finished</source>
        <translation>波 %1 已结束</translation>
    </message>
    <message>
        <source>wave %1 is at line %2 again: `%3`</source>
        <translation>波 %1 又回到第 %2 行:`%3`</translation>
    </message>
    <message>
        <source>wave %1 is at line %2 again</source>
        <translation>波 %1 又回到第 %2 行</translation>
    </message>
    <message>
        <source>wave %1 is at pc 0x%2 again</source>
        <translation>波 %1 又回到 pc 0x%2</translation>
    </message>
    <message>
        <source>%1 (%2 as f32)</source>
        <translation>%1(按 f32 为 %2)</translation>
    </message>
    <message>
        <source>0x%1: %2 → %3</source>
        <translation>0x%1: %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of local memory written (%1 changed)</source>
        <translation>
            <numerusform>写入了 %n 个本地内存字(%1 个改变)</numerusform>
        </translation>
    </message>
    <message>
        <source>device memory %1</source>
        <translation>设备内存 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of device memory written (%1 changed): %2</source>
        <translation>
            <numerusform>写入了 %n 个设备内存字(%1 个改变):%2</numerusform>
        </translation>
    </message>
    <message>
        <source>workgroup (%1,%2,%3) was the last to run</source>
        <translation>工作组 (%1,%2,%3) 最后运行</translation>
    </message>
</context>
<context>
    <name>StopText</name>
    <message>
        <source>breakpoint %1 at %2</source>
        <translation>断点 %1,位于%2</translation>
    </message>
    <message>
        <source>barrier breakpoint %1: wave %2 at the barrier at %3</source>
        <translation>屏障断点 %1:波 %2 位于%3的屏障</translation>
    </message>
    <message>
        <source>divergence breakpoint %1: wave %2 at %3</source>
        <translation>分歧断点 %1:波 %2 位于%3</translation>
    </message>
    <message>
        <source>watchpoint %1</source>
        <translation>监视点 %1</translation>
    </message>
    <message>
        <source>read of local 0x%1</source>
        <translation>读取本地 0x%1</translation>
    </message>
    <message>
        <source>read of device 0x%1</source>
        <translation>读取设备 0x%1</translation>
    </message>
    <message>
        <source>write of local 0x%1</source>
        <translation>写入本地 0x%1</translation>
    </message>
    <message>
        <source>write of device 0x%1</source>
        <translation>写入设备 0x%1</translation>
    </message>
    <message>
        <source>atomic access of local 0x%1</source>
        <translation>原子访问本地 0x%1</translation>
    </message>
    <message>
        <source>atomic access of device 0x%1</source>
        <translation>原子访问设备 0x%1</translation>
    </message>
    <message>
        <source>watchpoint %1: %2 by wave %3 lane %4</source>
        <translation>监视点 %1:波 %3 通道 %4 %2</translation>
    </message>
    <message>
        <source>fault in wave %1 at %2: %3</source>
        <translation>波 %1 在%2发生故障:%3</translation>
    </message>
    <message>
        <source>fault in wave %1 at %2</source>
        <translation>波 %1 在%2发生故障</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>死锁</translation>
    </message>
    <message>
        <source>barrier divergence</source>
        <translation>屏障分歧</translation>
    </message>
    <message>
        <source>all workgroups finished</source>
        <translation>所有工作组已结束</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>reached the start of the recorded history</source>
        <translation>已到达记录历史的开头</translation>
    </message>
    <message>
        <source>source changed since this run</source>
        <translation>源代码自本次运行以来已更改</translation>
    </message>
</context>
<context>
    <name>StudioOptions</name>
    <message>
        <source>IDE and visual debugger for the WAVE GPU ISA</source>
        <translation>WAVE GPU ISA 的集成开发环境与可视化调试器</translation>
    </message>
    <message>
        <source>Open FILE.</source>
        <translation>打开 FILE。</translation>
    </message>
    <message>
        <source>Colour theme: system, light, dark or high-contrast (default: the one chosen in View &gt; Theme).</source>
        <translation>配色主题:system、light、dark 或 high-contrast(默认:在“视图 &gt; 主题”中选择的主题)。</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>窗口大小,例如 1280x800。</translation>
    </message>
    <message>
        <source>Render the window to PNG once it has settled, then exit.</source>
        <translation>窗口稳定后将其渲染为 PNG,然后退出。</translation>
    </message>
    <message>
        <source>Type TEXT at the cursor once the window is up, for scripted demos (\n is a line break, \t a tab).</source>
        <translation>窗口打开后在光标处输入 TEXT,用于脚本演示(\n 为换行,\t 为制表符)。</translation>
    </message>
    <message>
        <source>Recover the unsaved buffers of an instance that did not close cleanly, without asking.</source>
        <translation>不经询问,恢复未正常关闭的实例中未保存的缓冲区。</translation>
    </message>
    <message>
        <source>Write the open buffers to FILE as JSON once started, then exit.</source>
        <translation>启动后将打开的缓冲区以 JSON 格式写入 FILE,然后退出。</translation>
    </message>
    <message>
        <source>Start debugging the opened file and run until the first stop (breakpoint, fault, deadlock or end).</source>
        <translation>开始调试打开的文件,并运行到第一次停止(断点、故障、死锁或结束)。</translation>
    </message>
    <message>
        <source>User-interface language: system, en, de or zh_CN (default: the one chosen in View &gt; Language).</source>
        <translation>界面语言:system、en、de 或 zh_CN(默认:在“视图 &gt; 语言”中选择的语言)。</translation>
    </message>
    <message>
        <source>File to open.</source>
        <translation>要打开的文件。</translation>
    </message>
    <message>
        <source>Only one file can be opened.</source>
        <translation>只能打开一个文件。</translation>
    </message>
    <message>
        <source>Unknown theme &apos;%1&apos; (use system, light, dark or high-contrast).</source>
        <translation>未知主题“%1”(请使用 system、light、dark 或 high-contrast)。</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos; (use system, en, de or zh_CN).</source>
        <translation>未知语言“%1”(请使用 system、en、de 或 zh_CN)。</translation>
    </message>
    <message>
        <source>Invalid size &apos;%1&apos; (expected WxH, e.g. 1280x800).</source>
        <translation>无效的大小“%1”(应为 宽x高,例如 1280x800)。</translation>
    </message>
    <message>
        <source>Start in classroom mode (larger views, high contrast, spotlight on the current instruction).</source>
        <translation>以课堂模式启动（更大的视图、高对比度、突出显示当前指令）。</translation>
    </message>
    <message>
        <source>Open the source of the session file FILE (FILE without its .wavesession suffix) with the launch settings, breakpoints and watch expressions saved in FILE.</source>
        <translation>打开会话文件 FILE 所属的源文件（即去掉 .wavesession 后缀的 FILE），并应用 FILE 中保存的启动设置、断点和监视表达式。</translation>
    </message>
</context>
<context>
    <name>TimelineLayout</name>
    <message>
        <source>wave %1</source>
        <translation>波 %1</translation>
    </message>
    <message>
        <source>instructions (darker = more lanes active)</source>
        <translation>指令(颜色越深 = 活动通道越多)</translation>
    </message>
    <message>
        <source>barrier wait</source>
        <translation>屏障等待</translation>
    </message>
    <message>
        <source>divergence</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>当前步</translation>
    </message>
</context>
<context>
    <name>TimelinePainter</name>
    <message>
        <source>No workgroup is running</source>
        <translation>没有正在运行的工作组</translation>
    </message>
    <message>
        <source>No timeline recorded: enable the timeline analysis and run</source>
        <translation>未记录时间线:请启用时间线分析并运行</translation>
    </message>
    <message>
        <source>wg %1</source>
        <translation>工作组 %1</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>pc 0x%1</translation>
    </message>
    <message>
        <source>it took the then branch of the `if` at %1</source>
        <translation>它在%1的 `if` 走了 then 分支</translation>
    </message>
    <message>
        <source>it took the else branch of the `if` at %1</source>
        <translation>它在%1的 `if` 走了 else 分支</translation>
    </message>
    <message>
        <source>none of its lanes entered the `if` at %1</source>
        <translation>它没有通道进入%1的 `if`</translation>
    </message>
    <message>
        <source>its lanes took both branches of the `if` at %1</source>
        <translation>它的通道在%1的 `if` 走了两个分支</translation>
    </message>
    <message numerus="yes">
        <source>it left the `loop` at %1 after %n iteration(s)</source>
        <translation>
            <numerusform>它在 %n 次迭代后离开了%1的 `loop`</numerusform>
        </translation>
    </message>
    <message>
        <source>it is in iteration %1 of the `loop` at %2</source>
        <translation>它处于%2的 `loop` 的第 %1 次迭代</translation>
    </message>
    <message>
        <source>the waiting waves left it after %1</source>
        <translation>等待的波在 %1 次后离开</translation>
    </message>
    <message>
        <source>the other waves left it after %1</source>
        <translation>其他波在 %1 次后离开</translation>
    </message>
    <message>
        <source>the waiting waves are in iteration %1</source>
        <translation>等待的波处于第 %1 次迭代</translation>
    </message>
    <message>
        <source>the other waves are in iteration %1</source>
        <translation>其他波处于第 %1 次迭代</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>it went another way at %1</source>
        <translation>它在%1走了另一条路</translation>
    </message>
    <message>
        <source>it returned with an empty call stack at %1</source>
        <translation>它在%1以空调用栈返回</translation>
    </message>
    <message>
        <source>it halted at %1</source>
        <translation>它在%1停止(halt)</translation>
    </message>
    <message>
        <source>%1, after %2</source>
        <translation>%1,此前%2</translation>
    </message>
    <message>
        <source>it faulted at %1</source>
        <translation>它在%1发生故障</translation>
    </message>
    <message>
        <source>it faulted at %1 (%2)</source>
        <translation>它在%1发生故障(%2)</translation>
    </message>
    <message>
        <source>it finished at %1 without arriving</source>
        <translation>它在%1结束,没有到达</translation>
    </message>
    <message>
        <source>no wave waits at a barrier</source>
        <translation>没有波在屏障处等待</translation>
    </message>
    <message>
        <source>%1 waits there</source>
        <translation>%1 在那里等待</translation>
    </message>
    <message>
        <source>%1 wait there</source>
        <translation>%1 在那里等待</translation>
    </message>
    <message>
        <source>wave %1 never reaches the barrier at %2: %3; %4</source>
        <translation>波 %1 永远到不了%2的屏障:%3;%4</translation>
    </message>
    <message>
        <source>%1 waits at the barrier at %2 and no wave can run</source>
        <translation>%1 在%2的屏障处等待,没有波能运行</translation>
    </message>
    <message>
        <source>%1 wait at the barrier at %2 and no wave can run</source>
        <translation>%1 在%2的屏障处等待,没有波能运行</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 位于%2</translation>
    </message>
    <message>
        <source>waves wait at different barriers: %1</source>
        <translation>波在不同的屏障处等待:%1</translation>
    </message>
    <message>
        <source>wave %1 waits at the barrier at %2, not at %3 like %4</source>
        <translation>波 %1 在%2的屏障处等待,而不是像%4那样在%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
</context>
<context>
    <name>ViewExporter</name>
    <message>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <source>Exported from WAVE Studio</source>
        <translation>从 WAVE Studio 导出</translation>
    </message>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation>无法写入 %1：图像无法编码</translation>
    </message>
</context>
<context>
    <name>wave::studio::AppearanceActions</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>Editor &amp;Font…</source>
        <translation>编辑器字体(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>Editor Font</source>
        <translation>编辑器字体</translation>
    </message>
</context>
<context>
    <name>wave::studio::DebugActions</name>
    <message>
        <source>Session ended</source>
        <translation>会话已结束</translation>
    </message>
</context>
<context>
    <name>wave::studio::DebugMenu</name>
    <message>
        <source>&amp;Debug</source>
        <translation>调试(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Start / Continue</source>
        <translation>启动/继续(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新启动(&amp;R)</translation>
    </message>
    <message>
        <source>Break at &amp;Entry</source>
        <translation>在入口处中断(&amp;E)</translation>
    </message>
    <message>
        <source>Start and Restart stop at the first instruction of the kernel</source>
        <translation>启动和重新启动时停在内核的第一条指令</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation>单步跳过(&amp;O)</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation>单步进入(&amp;I)</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>单步跳出(&amp;U)</translation>
    </message>
    <message>
        <source>Step I&amp;nstruction</source>
        <translation>单步执行指令(&amp;N)</translation>
    </message>
    <message>
        <source>Run to &amp;Cursor</source>
        <translation>运行到光标处(&amp;C)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>单步后退(&amp;B)</translation>
    </message>
    <message>
        <source>Step Back Instruc&amp;tion</source>
        <translation>后退一条指令(&amp;T)</translation>
    </message>
    <message>
        <source>Step Back Out</source>
        <translation>后退跳出</translation>
    </message>
    <message>
        <source>Re&amp;verse Continue</source>
        <translation>反向继续(&amp;V)</translation>
    </message>
    <message>
        <source>Toggle &amp;Breakpoint</source>
        <translation>切换断点(&amp;B)</translation>
    </message>
    <message>
        <source>Starts the session again with the code as it is now, stopped at the first instruction</source>
        <translation>用当前代码重新启动会话，停在第一条指令</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>Step &amp;Granularity</source>
        <translation>单步粒度(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Wave: the focused wave steps</source>
        <translation>波(&amp;W):聚焦的波单步执行</translation>
    </message>
    <message>
        <source>Work&amp;group: every ready wave steps once</source>
        <translation>工作组(&amp;G):每个就绪的波各执行一步</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>Edit Breakpoint Con&amp;dition…</source>
        <translation>编辑断点条件(&amp;D)…</translation>
    </message>
    <message>
        <source>The condition of the breakpoint on the cursor&apos;s line (a new one if there is none)</source>
        <translation>光标所在行断点的条件（若无断点则新建一个）</translation>
    </message>
</context>
<context>
    <name>wave::studio::DebugTarget</name>
    <message>
        <source>Still debugging %1: its tab has the session</source>
        <translation>仍在调试 %1：会话属于它的标签页</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>正在启动 %1…</translation>
    </message>
    <message>
        <source>Debugging %1 — running</source>
        <translation>正在调试 %1 — 运行中</translation>
    </message>
    <message>
        <source>Debugging %1</source>
        <translation>正在调试 %1</translation>
    </message>
    <message>
        <source>Line %1 of the code being debugged was removed since this run</source>
        <translation>正在调试的代码的第 %1 行自本次运行以来已被删除</translation>
    </message>
</context>
<context>
    <name>wave::studio::DocumentWorkspaces</name>
    <message>
        <source>Launch</source>
        <translation>启动配置</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>监视</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a session file: its name must be the source&apos;s followed by &quot;%2&quot; (e.g. kernel.wave%2)</source>
        <translation>“%1”不是会话文件：其名称必须是源文件名后接“%2”（例如 kernel.wave%2）</translation>
    </message>
    <message>
        <source>Launch settings not restored: %1</source>
        <translation>启动设置未恢复：%1</translation>
    </message>
    <message>
        <source>%1: its source %2 is not open</source>
        <translation>%1：其源文件 %2 未打开</translation>
    </message>
    <message>
        <source>%1: no such session file</source>
        <translation>%1：会话文件不存在</translation>
    </message>
    <message>
        <source>Session not saved: %1</source>
        <translation>会话未保存：%1</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <source>Session partly restored: %1</source>
        <translation>会话已部分恢复：%1</translation>
    </message>
    <message>
        <source>Session not saved: its file was not read whole, and a copy of it could not be kept: %1</source>
        <translation>会话未保存：其文件未被完整读取，且无法保留其副本：%1</translation>
    </message>
    <message>
        <source>Session saved. Its file was not read whole; the file as it was is kept as %1.</source>
        <translation>会话已保存。其文件未被完整读取；原文件已保留为 %1。</translation>
    </message>
</context>
<context>
    <name>wave::studio::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>替换(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>转到行(&amp;G)…</translation>
    </message>
    <message>
        <source>Toggle Co&amp;mment</source>
        <translation>切换注释(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Indent</source>
        <translation>增加缩进(&amp;I)</translation>
    </message>
    <message>
        <source>Unin&amp;dent</source>
        <translation>减少缩进(&amp;D)</translation>
    </message>
</context>
<context>
    <name>wave::studio::EncodingLabActions</name>
    <message>
        <source>Encoding Lab</source>
        <translation>编码实验室</translation>
    </message>
</context>
<context>
    <name>wave::studio::FileActions</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败:%1</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent &amp;Files</source>
        <translation>最近的文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>全部保存(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export .wbin…</source>
        <translation>导出 .wbin(&amp;E)…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Cannot export %1: %2</source>
        <translation>无法导出 %1:%2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n byte(s))</source>
        <translation>
            <numerusform>已导出 %1(%n 字节)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export .wbin</source>
        <translation>导出 .wbin</translation>
    </message>
    <message>
        <source>WAVE binaries (*.wbin)</source>
        <translation>WAVE 二进制文件 (*.wbin)</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>清除最近的文件</translation>
    </message>
    <message>
        <source>Recent Files</source>
        <translation>最近的文件</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from Recent Files.</source>
        <translation>%1 已不存在;已将其从“最近的文件”中移除。</translation>
    </message>
    <message>
        <source>E&amp;xamples…</source>
        <translation>示例(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>wave::studio::GutterBreakpoints</name>
    <message>
        <source>Barrier on Line %1</source>
        <translation>第 %1 行的屏障</translation>
    </message>
    <message>
        <source>Break When Any Wave Arrives</source>
        <translation>任一 wave 到达时中断</translation>
    </message>
    <message>
        <source>Break When Wave %1 Arrives</source>
        <translation>wave %1 到达时中断</translation>
    </message>
    <message>
        <source>Break When the k-th Wave Arrives…</source>
        <translation>第 k 个 wave 到达时中断…</translation>
    </message>
    <message>
        <source>Barrier Breakpoint</source>
        <translation>屏障断点</translation>
    </message>
    <message>
        <source>Stop when this many waves wait at the barrier on line %1:</source>
        <translation>当第 %1 行的屏障处等待的 wave 达到此数量时停止：</translation>
    </message>
    <message>
        <source>Break When It Releases the Waves</source>
        <translation>屏障释放 wave 时中断</translation>
    </message>
    <message>
        <source>Add Breakpoint</source>
        <translation>添加断点</translation>
    </message>
    <message>
        <source>Break When Any Wave Arrives at a Barrier</source>
        <translation>任一波到达屏障时中断</translation>
    </message>
    <message>
        <source>Remove Breakpoint</source>
        <translation>删除断点</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>禁用断点</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>启用断点</translation>
    </message>
    <message>
        <source>Edit Condition…</source>
        <translation>编辑条件…</translation>
    </message>
    <message>
        <source>line %1 (breakpoint %2)</source>
        <translation>第 %1 行（断点 %2）</translation>
    </message>
    <message numerus="yes">
        <source>Breakpoint %1: hit %n time(s)</source>
        <translation>
            <numerusform>断点 %1：命中 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Condition does not parse: %1</source>
        <translation>条件无法解析：%1</translation>
    </message>
    <message>
        <source>&amp;Breakpoint</source>
        <translation>断点(&amp;B)</translation>
    </message>
    <message>
        <source>line %1 (new breakpoint)</source>
        <translation>第 %1 行（新断点）</translation>
    </message>
    <message>
        <source>Add Conditional Breakpoint…</source>
        <translation>添加条件断点…</translation>
    </message>
</context>
<context>
    <name>wave::studio::LanguageActions</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>Takes effect after restart</source>
        <translation>重启后生效</translation>
    </message>
    <message>
        <source>The language will change the next time WAVE Studio starts.</source>
        <translation>语言将在下次启动 WAVE Studio 时更改。</translation>
    </message>
</context>
<context>
    <name>wave::studio::MainWindow</name>
    <message>
        <source>Listing</source>
        <translation>汇编清单</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>the source has not been assembled yet</source>
        <translation>源代码尚未汇编</translation>
    </message>
    <message>
        <source>the source has errors (see Problems)</source>
        <translation>源代码有错误(参见“问题”)</translation>
    </message>
    <message>
        <source>the source defines no kernel</source>
        <translation>源代码未定义内核</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;ISA Reference</source>
        <translation>ISA 参考(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;About WAVE Studio</source>
        <translation>关于 WAVE Studio(&amp;A)</translation>
    </message>
    <message>
        <source>About WAVE Studio</source>
        <translation>关于 WAVE Studio</translation>
    </message>
    <message>
        <source>&lt;b&gt;WAVE Studio %1&lt;/b&gt;&lt;p&gt;An IDE and visual debugger for the WAVE GPU ISA.&lt;/p&gt;</source>
        <translation>&lt;b&gt;WAVE Studio %1&lt;/b&gt;&lt;p&gt;WAVE GPU ISA 的集成开发环境与可视化调试器。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>问题(%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>Assembled %1, %2, %3 in %4 ms</source>
        <translation>已汇编 %1、%2、%3,用时 %4 毫秒</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n 个内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n instruction(s)</source>
        <translation>
            <numerusform>%n 条指令</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Ln %1, Col %2</source>
        <translation>第 %1 行,第 %2 列</translation>
    </message>
    <message>
        <source>%1[*] — WAVE Studio</source>
        <translation>%1[*] — WAVE Studio</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>%1[*] (debugging) — WAVE Studio</source>
        <translation>%1[*]（调试中）— WAVE Studio</translation>
    </message>
    <message>
        <source>%1[*] — debugging %2 — WAVE Studio</source>
        <translation>%1[*] — 正在调试 %2 — WAVE Studio</translation>
    </message>
</context>
<context>
    <name>wave::studio::PaneCycle</name>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>下一个窗格(&amp;X)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>上一个窗格(&amp;V)</translation>
    </message>
</context>
<context>
    <name>wave::studio::PortabilityActions</name>
    <message>
        <source>Portability</source>
        <translation>可移植性</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>无法启动：%1</translation>
    </message>
    <message>
        <source>Debugging %1 / %2: Continue (F5) runs to the write of %3</source>
        <translation>正在调试 %1 / %2:继续(F5)运行到写入 %3 处</translation>
    </message>
    <message>
        <source>Debugging %1 / %2</source>
        <translation>正在调试 %1 / %2</translation>
    </message>
    <message>
        <source>write %1 of %1 to this word, the last: the one the Portability dock names</source>
        <translation>对该字的第 %1 次写入（共 %1 次），即最后一次：可移植性面板所指的那次</translation>
    </message>
    <message numerus="yes">
        <source>write %1 of %2 to this word; the last, which the Portability dock names, is by wave %3 lane %4 at line %5: Continue (F5) %n more time(s)</source>
        <translation>
            <numerusform>对该字的第 %1 次写入（共 %2 次）；可移植性面板所指的最后一次由波 %3 通道 %4 在第 %5 行写入：再继续 (F5) %n 次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::studio::ScreenshotTaker</name>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation>无法写入 %1：图像无法编码</translation>
    </message>
</context>
<context>
    <name>wave::studio::SessionStarter</name>
    <message>
        <source>Cannot start: %1</source>
        <translation>无法启动：%1</translation>
    </message>
    <message>
        <source>Nothing to debug</source>
        <translation>没有可调试的内容</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Restarting…</source>
        <translation>正在重新启动…</translation>
    </message>
</context>
<context>
    <name>wave::studio::StaleCodePrompt</name>
    <message>
        <source>Source Changed</source>
        <translation>源代码已更改</translation>
    </message>
    <message>
        <source>%1 has changed since this debug session started.</source>
        <translation>%1 自本调试会话开始以来已更改。</translation>
    </message>
    <message>
        <source>The session runs the code as it was when it started; its markers and line numbers follow your edits. Restart to run the new code.</source>
        <translation>会话运行的是它开始时的代码；其标记和行号会随您的编辑移动。重新启动以运行新代码。</translation>
    </message>
    <message>
        <source>&amp;Restart with the New Code</source>
        <translation>使用新代码重新启动(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep Debugging the Old Code</source>
        <translation>继续调试旧代码(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Do not ask again in this session</source>
        <translation>本会话中不再询问(&amp;D)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::AutoStepper</name>
    <message>
        <source>Auto-step speed: 0.5 to 20 steps per second</source>
        <translation>自动单步速度:每秒 0.5 到 20 步</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Animate</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Pause the animation</source>
        <translation>暂停动画</translation>
    </message>
    <message>
        <source>Step automatically until a breakpoint or event</source>
        <translation>自动单步执行,直到遇到断点或事件</translation>
    </message>
</context>
<context>
    <name>wave::widgets::AutosaveStore</name>
    <message>
        <source>Cannot create the autosave folder %1.</source>
        <translation>无法创建自动保存文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot create an autosave session in %1.</source>
        <translation>无法在 %1 中创建自动保存会话。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::Autosaver</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>Cannot recover %1: its autosaved text contains a NUL character at offset %2, which the editor cannot hold. Nothing was changed; the autosave is kept in %3.</source>
        <translation>无法恢复 %1：其自动保存的文本在偏移 %2 处含有编辑器无法容纳的 NUL 字符。未做任何更改；自动保存保留在 %3 中。</translation>
    </message>
    <message>
        <source>Recover unsaved files</source>
        <translation>恢复未保存的文件</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BankConflictModel</name>
    <message>
        <source>Race on 0x%1 (barrier epoch %2, %3×): %4, then %5</source>
        <translation>0x%1 上的竞争(屏障周期 %2,%3 次):%4,然后 %5</translation>
    </message>
    <message>
        <source>race</source>
        <translation>竞争</translation>
    </message>
    <message>
        <source>Up to %1 lanes hit the same bank: the access is split into %1 steps</source>
        <translation>最多 %1 个通道访问同一存储体:该访问被拆分为 %1 步</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>Avg</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>执行次数</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>竞争</translation>
    </message>
    <message>
        <source>Worst bank-conflict degree: 1 is conflict-free, 32 means 32 lanes queue for one bank</source>
        <translation>最严重的存储体冲突度:1 表示无冲突,32 表示 32 个通道排队访问同一存储体</translation>
    </message>
    <message>
        <source>Average degree over the instruction&apos;s executions</source>
        <translation>该指令各次执行的平均冲突度</translation>
    </message>
    <message>
        <source>Wave-instructions that accessed local memory</source>
        <translation>访问了局部内存的波指令数</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BarrierBoardLayout</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>PC 0x%1</translation>
    </message>
    <message>
        <source>ready at %1</source>
        <translation>在 %1 就绪</translation>
    </message>
    <message>
        <source>waiting at %1</source>
        <translation>在 %1 等待</translation>
    </message>
    <message>
        <source>finished at %1</source>
        <translation>在 %1 完成</translation>
    </message>
    <message>
        <source>faulted at %1</source>
        <translation>在 %1 发生故障</translation>
    </message>
    <message>
        <source>Barrier divergence</source>
        <translation>屏障分歧</translation>
    </message>
    <message>
        <source>Deadlock</source>
        <translation>死锁</translation>
    </message>
    <message>
        <source>Go to line %1</source>
        <translation>转到第 %1 行</translation>
    </message>
    <message>
        <source>workgroup (%1,%2,%3)</source>
        <translation>工作组 (%1,%2,%3)</translation>
    </message>
    <message>
        <source>%1 of %2 waves wait at a barrier</source>
        <translation>%2 个波中有 %1 个在屏障处等待</translation>
    </message>
    <message>
        <source>wave %1</source>
        <translation>波 %1</translation>
    </message>
    <message>
        <source>Barrier at line %1</source>
        <translation>第 %1 行的屏障</translation>
    </message>
    <message>
        <source>Barrier at pc 0x%1</source>
        <translation>PC 0x%1 处的屏障</translation>
    </message>
    <message>
        <source>%1 of %2 waves arrived</source>
        <translation>%2 个波中已到达 %1 个</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>各波</translation>
    </message>
    <message>
        <source>Elsewhere</source>
        <translation>其他位置</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BarrierBoardView</name>
    <message>
        <source>Go to line %1</source>
        <translation>转到第 %1 行</translation>
    </message>
    <message>
        <source>wave %1: %2
Click to focus the wave, double-click to show its line</source>
        <translation>波 %1:%2
单击以聚焦该波,双击以显示其所在行</translation>
    </message>
    <message>
        <source>No workgroup is running</source>
        <translation>没有正在运行的工作组</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BreakpointConditionDialog</name>
    <message>
        <source>Breakpoint Condition</source>
        <translation>断点条件</translation>
    </message>
    <message>
        <source>Stop at %1 only when this holds on an active lane:</source>
        <translation>仅当此条件在某个活动通道上成立时在 %1 处停止：</translation>
    </message>
    <message>
        <source>For example  lane == 5 &amp;&amp; r3 == 0  or  any(r3 &lt; 0). Empty: stop every time.</source>
        <translation>例如  lane == 5 &amp;&amp; r3 == 0  或  any(r3 &lt; 0)。留空：每次都停止。</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BreakpointsModel</name>
    <message>
        <source>%1st</source>
        <comment>ordinal: 1st, 21st</comment>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>ordinal: 2nd, 22nd</comment>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>ordinal: 3rd, 23rd</comment>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>ordinal: 4th, 11th</comment>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>地址 %1</translation>
    </message>
    <message>
        <source>Wave %1 arrives at the barrier at line %2</source>
        <translation>波 %1 到达第 %2 行的屏障</translation>
    </message>
    <message>
        <source>Wave %1 arrives at the barrier at %2</source>
        <translation>波 %1 到达 %2 处的屏障</translation>
    </message>
    <message>
        <source>Wave %1 arrives at any barrier</source>
        <translation>波 %1 到达任意屏障</translation>
    </message>
    <message>
        <source>Any wave arrives at the barrier at line %1</source>
        <translation>任意波到达第 %1 行的屏障</translation>
    </message>
    <message>
        <source>Any wave arrives at the barrier at %1</source>
        <translation>任意波到达 %1 处的屏障</translation>
    </message>
    <message>
        <source>Any wave arrives at any barrier</source>
        <translation>任意波到达任意屏障</translation>
    </message>
    <message>
        <source>%1 wave arrives at the barrier at line %2</source>
        <translation>%1波到达第 %2 行的屏障</translation>
    </message>
    <message>
        <source>%1 wave arrives at the barrier at %2</source>
        <translation>%1波到达 %2 处的屏障</translation>
    </message>
    <message>
        <source>%1 wave arrives at any barrier</source>
        <translation>%1波到达任意屏障</translation>
    </message>
    <message>
        <source>Barrier at line %1 releases</source>
        <translation>第 %1 行的屏障释放各波</translation>
    </message>
    <message>
        <source>Barrier at %1 releases</source>
        <translation>%1 处的屏障释放各波</translation>
    </message>
    <message>
        <source>Any barrier releases</source>
        <translation>任意屏障释放各波</translation>
    </message>
    <message>
        <source>Divergence</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>Reconvergence</source>
        <translation>重新汇合</translation>
    </message>
    <message>
        <source>Read of local %1</source>
        <translation>读取局部内存 %1</translation>
    </message>
    <message>
        <source>Read of device %1</source>
        <translation>读取设备内存 %1</translation>
    </message>
    <message>
        <source>Write of local %1</source>
        <translation>写入局部内存 %1</translation>
    </message>
    <message>
        <source>Write of device %1</source>
        <translation>写入设备内存 %1</translation>
    </message>
    <message>
        <source>Read or write of local %1</source>
        <translation>读取或写入局部内存 %1</translation>
    </message>
    <message>
        <source>Read or write of device %1</source>
        <translation>读取或写入设备内存 %1</translation>
    </message>
    <message>
        <source>%1 (wave %2 only)</source>
        <translation>%1（仅波 %2）</translation>
    </message>
    <message>
        <source>Enabled: click to disable</source>
        <translation>已启用：点击以禁用</translation>
    </message>
    <message>
        <source>Disabled: click to enable</source>
        <translation>已禁用：点击以启用</translation>
    </message>
    <message>
        <source>Stops only where this expression holds on an active lane (e.g. lane == 5, r3 &gt; 100). Empty: always.</source>
        <translation>仅当此表达式在某个活动通道上成立时停止（例如 lane == 5、r3 &gt; 100）。留空：始终停止。</translation>
    </message>
    <message>
        <source>No instruction on or after this line: the breakpoint cannot stop</source>
        <translation>此行及其后没有指令：该断点无法停止</translation>
    </message>
    <message>
        <source>Times it stopped or would have stopped (condition true)</source>
        <translation>已停止或本应停止的次数（条件为真）</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>断点</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Barrier arrival</source>
        <translation>到达屏障</translation>
    </message>
    <message>
        <source>Barrier k-th arrival</source>
        <translation>第 k 个到达屏障</translation>
    </message>
    <message>
        <source>Barrier release</source>
        <translation>屏障释放</translation>
    </message>
    <message>
        <source>Memory watch</source>
        <translation>内存监视</translation>
    </message>
    <message>
        <source>The condition does not parse (%1): the breakpoint stops every time until it is fixed</source>
        <translation>条件无法解析（%1）：在修正之前断点每次都会停止</translation>
    </message>
    <message>
        <source>Breakpoint %1: the number stop messages use</source>
        <translation>断点 %1：停止消息使用的编号</translation>
    </message>
    <message>
        <source>The breakpoint cannot stop: %1</source>
        <translation>该断点无法停止：%1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BreakpointsView</name>
    <message>
        <source>Barrier Arrival</source>
        <translation>到达屏障</translation>
    </message>
    <message>
        <source>Stop when any wave arrives at any barrier</source>
        <translation>任意波到达任意屏障时停止</translation>
    </message>
    <message>
        <source>Barrier Release</source>
        <translation>屏障释放</translation>
    </message>
    <message>
        <source>Stop when the waves waiting at any barrier are released</source>
        <translation>在任意屏障处等待的波被释放时停止</translation>
    </message>
    <message>
        <source>Divergence</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>Stop when a branch splits a wave&apos;s active lanes</source>
        <translation>分支拆分波的活动通道时停止</translation>
    </message>
    <message>
        <source>Reconvergence</source>
        <translation>重新汇合</translation>
    </message>
    <message>
        <source>Stop when an endif or endloop gives lanes back to a wave</source>
        <translation>endif 或 endloop 将通道归还给波时停止</translation>
    </message>
    <message>
        <source>Watch Memory Range…</source>
        <translation>监视内存范围…</translation>
    </message>
    <message>
        <source>Stop when a lane reads or writes a range of local or device memory</source>
        <translation>通道读取或写入局部内存或设备内存的某个范围时停止</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a breakpoint the editor&apos;s gutter cannot set</source>
        <translation>添加编辑器边栏无法设置的断点</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected breakpoints (Delete)</source>
        <translation>删除所选断点（Delete）</translation>
    </message>
    <message>
        <source>Remove All</source>
        <translation>全部删除</translation>
    </message>
    <message>
        <source>Remove every breakpoint of this document</source>
        <translation>删除此文档的所有断点</translation>
    </message>
    <message>
        <source>Enable All</source>
        <translation>全部启用</translation>
    </message>
    <message>
        <source>Enable every breakpoint</source>
        <translation>启用所有断点</translation>
    </message>
    <message>
        <source>Disable All</source>
        <translation>全部禁用</translation>
    </message>
    <message>
        <source>Disable every breakpoint (they stay in the list)</source>
        <translation>禁用所有断点（它们仍保留在列表中）</translation>
    </message>
    <message>
        <source>Condition not accepted: %1</source>
        <translation>条件未被接受：%1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ClassroomMode</name>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Presentation mode: larger views, high contrast, lane numbers and a spotlight on the current instruction</source>
        <translation>演示模式:更大的视图、高对比度、通道编号,并突出显示当前指令</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Large lane numbers</source>
        <translation>大号通道编号</translation>
    </message>
    <message>
        <source>Spotlight the current instruction</source>
        <translation>突出显示当前指令</translation>
    </message>
    <message>
        <source>Presentation scale: 1× to 3×</source>
        <translation>演示缩放:1× 到 3×</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>长行自动换行</translation>
    </message>
</context>
<context>
    <name>wave::widgets::CoalescingGutter</name>
    <message>
        <source>device loads and stores</source>
        <translation>设备加载和存储</translation>
    </message>
    <message>
        <source>device store</source>
        <translation>设备存储</translation>
    </message>
    <message>
        <source>device load</source>
        <translation>设备加载</translation>
    </message>
    <message>
        <source>&lt;b&gt;Line %1, %2: %3 coalesced on average, %4 at worst&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 %1 行,%2:平均合并 %3,最差 %4&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Per execution: %1 sectors of 32 bytes where %2 would do, %3 lines of 128 bytes where %4 would do (%n executions)</source>
        <translation>
            <numerusform>每次执行:%1 个 32 字节扇区(%2 个即可),%3 个 128 字节行(%4 个即可)(%n 次执行)</numerusform>
        </translation>
    </message>
    <message>
        <source>Gutter colour: average efficiency</source>
        <translation>边栏颜色:平均效率</translation>
    </message>
</context>
<context>
    <name>wave::widgets::CoalescingModel</name>
    <message>
        <source>Race on device word 0x%1 (%2×): %3, then %4</source>
        <translation>设备字 0x%1 上的竞争（%2 次）：%3，然后 %4</translation>
    </message>
    <message>
        <source>race</source>
        <translation>竞争</translation>
    </message>
    <message>
        <source>%1 sectors and %2 lines per execution for bytes that fit in %3 sectors</source>
        <translation>每次执行 %1 个扇区、%2 条缓存行，而这些字节只需 %3 个扇区</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Device access</source>
        <translation>设备访问</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <source>Avg</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>执行次数</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>竞争</translation>
    </message>
    <message>
        <source>Worst coalescing efficiency of one execution: the fewest 32-byte sectors that hold the bytes the lanes access, over the sectors they touch (100% is perfectly coalesced)</source>
        <translation>单次执行的最差合并效率：容纳各通道所访问字节的最少 32 字节扇区数，除以实际触及的扇区数（100% 为完全合并）</translation>
    </message>
    <message>
        <source>Average efficiency over the instruction&apos;s executions</source>
        <translation>该指令各次执行的平均效率</translation>
    </message>
    <message>
        <source>32-byte sectors touched per execution</source>
        <translation>每次执行触及的 32 字节扇区</translation>
    </message>
    <message>
        <source>Wave-instructions that accessed device memory</source>
        <translation>访问设备内存的波指令</translation>
    </message>
</context>
<context>
    <name>wave::widgets::CodeEditor</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Waves here: %1</source>
        <translation>此处的波:%1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DebugWorkbench</name>
    <message>
        <source>Focus and presentation</source>
        <translation>聚焦与演示</translation>
    </message>
    <message>
        <source>&amp;Debugger Views</source>
        <translation>调试器视图(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reset Debugger Layout</source>
        <translation>重置调试器布局(&amp;R)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DecodePage</name>
    <message>
        <source>Load Layout…</source>
        <translation>加载布局…</translation>
    </message>
    <message>
        <source>Opcode Header…</source>
        <translation>操作码头文件…</translation>
    </message>
    <message>
        <source>Open Word File…</source>
        <translation>打开字文件…</translation>
    </message>
    <message>
        <source>Words in hex, e.g. 0x2C880000 (paste several)</source>
        <translation>十六进制字，例如 0x2C880000（可粘贴多个）</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>布局(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>字(&amp;W):</translation>
    </message>
    <message>
        <source>Load Layout</source>
        <translation>加载布局</translation>
    </message>
    <message>
        <source>Layouts (*.json)</source>
        <translation>布局 (*.json)</translation>
    </message>
    <message>
        <source>Opcode Header</source>
        <translation>操作码头文件</translation>
    </message>
    <message>
        <source>SystemVerilog headers (*.svh *.vh *.sv *.v)</source>
        <translation>SystemVerilog 头文件 (*.svh *.vh *.sv *.v)</translation>
    </message>
    <message>
        <source>Open Word File</source>
        <translation>打开字文件</translation>
    </message>
    <message>
        <source>Loaded %1 from %2</source>
        <translation>已从 %2 加载 %1</translation>
    </message>
    <message>
        <source>%1 takes its opcode names from %2 (%3 names)</source>
        <translation>%1 的操作码名称取自 %2（%3 个名称）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) in %1</source>
        <translation>
            <numerusform>%1 中的 %n 个字</numerusform>
        </translation>
    </message>
    <message>
        <source>Dec&amp;ode</source>
        <translation>解码(&amp;O)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DeviceMemoryModel</name>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>u32</source>
        <translation>u32</translation>
    </message>
    <message>
        <source>i32</source>
        <translation>i32</translation>
    </message>
    <message>
        <source>f32</source>
        <translation>f32</translation>
    </message>
    <message>
        <source>f16×2</source>
        <translation>f16×2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>PC 0x%1</translation>
    </message>
    <message>
        <source>%1, %2 coalesced</source>
        <translation>%1,合并 %2</translation>
    </message>
    <message>
        <source>%1 (%2), %3 coalesced</source>
        <translation>%1(%2),合并 %3</translation>
    </message>
    <message>
        <source>0x%1 was accessed by device loads or stores</source>
        <translation>0x%1 被设备加载或存储访问过</translation>
    </message>
    <message>
        <source>Worst: %1</source>
        <translation>最差:%1</translation>
    </message>
    <message>
        <source>Last: %1</source>
        <translation>最近:%1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DeviceMemoryView</name>
    <message>
        <source>Go to address (0x…)</source>
        <translation>转到地址(0x…)</translation>
    </message>
    <message>
        <source>Next change</source>
        <translation>下一处更改</translation>
    </message>
    <message>
        <source>Watch 0x%1 (%2 bytes)</source>
        <translation>监视 0x%1(%2 字节)</translation>
    </message>
    <message>
        <source>Watch this range</source>
        <translation>监视此范围</translation>
    </message>
    <message>
        <source>Go to address…</source>
        <translation>转到地址…</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) changed</source>
        <translation>
            <numerusform>%n 个字已更改</numerusform>
        </translation>
    </message>
    <message>
        <source>The previous megabyte of device memory</source>
        <translation>设备内存的上一兆字节</translation>
    </message>
    <message>
        <source>The next megabyte of device memory</source>
        <translation>设备内存的下一兆字节</translation>
    </message>
    <message>
        <source>0x%1 – 0x%2 of %3 MiB; %4</source>
        <translation>0x%1 – 0x%2，共 %3 MiB；%4</translation>
    </message>
    <message>
        <source>What the colours of the words show</source>
        <translation>字的颜色表示什么</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Coalescing efficiency</source>
        <translation>合并效率</translation>
    </message>
    <message>
        <source>No device accesses recorded yet: run or step the kernel.</source>
        <translation>尚未记录设备访问:请运行或单步执行内核。</translation>
    </message>
    <message>
        <source>Worst coalescing of the accesses to each word:</source>
        <translation>对每个字的访问的最差合并:</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DialogPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>保存对 %1 的更改吗?</translation>
    </message>
    <message numerus="yes">
        <source>Save the changes to %n file(s)?</source>
        <translation>
            <numerusform>保存对 %n 个文件的更改吗?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved files</source>
        <translation>恢复未保存的文件</translation>
    </message>
    <message numerus="yes">
        <source>Recover %n unsaved file(s)?</source>
        <translation>
            <numerusform>恢复 %n 个未保存的文件吗?</numerusform>
        </translation>
    </message>
    <message>
        <source>WAVE Studio did not close cleanly last time. These buffers were saved automatically:
</source>
        <translation>WAVE Studio 上次未正常关闭。以下缓冲区已自动保存:
</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Debug another file</source>
        <translation>调试另一个文件</translation>
    </message>
    <message>
        <source>Stop debugging %1 and debug %2?</source>
        <translation>停止调试 %1 并调试 %2？</translation>
    </message>
    <message>
        <source>One kernel is debugged at a time. The session of %1 ends: its position and history are lost; its breakpoints stay.</source>
        <translation>一次只能调试一个内核。%1 的会话将结束：其位置和历史将丢失，断点保留。</translation>
    </message>
    <message>
        <source>Stop and Debug %1</source>
        <translation>停止并调试 %1</translation>
    </message>
    <message>
        <source>Keep Debugging %1</source>
        <translation>继续调试 %1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DivergenceStackModel</name>
    <message>
        <source>frame %1 pushed</source>
        <translation>帧 %1 已压栈</translation>
    </message>
    <message>
        <source>frame %1 popped</source>
        <translation>帧 %1 已出栈</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>loop</translation>
    </message>
    <message>
        <source>else</source>
        <translation>else</translation>
    </message>
    <message>
        <source>if</source>
        <translation>if</translation>
    </message>
    <message>
        <source>This frame was popped by the last step</source>
        <translation>此帧在上一步中出栈</translation>
    </message>
    <message>
        <source>This frame was pushed by the last step</source>
        <translation>此帧在上一步中压栈</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>进入</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Then</translation>
    </message>
    <message>
        <source>Else</source>
        <translation>Else</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Break</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Rejoins</source>
        <translation>汇合处</translation>
    </message>
    <message>
        <source>Lanes active when the frame was opened</source>
        <translation>打开该帧时处于活动状态的通道</translation>
    </message>
    <message>
        <source>Lanes that take the then side</source>
        <translation>进入 then 分支的通道</translation>
    </message>
    <message>
        <source>Lanes that take the else side</source>
        <translation>进入 else 分支的通道</translation>
    </message>
    <message>
        <source>Lanes that left the loop with break</source>
        <translation>通过 break 离开循环的通道</translation>
    </message>
    <message>
        <source>Lanes waiting for the next iteration</source>
        <translation>等待下一次迭代的通道</translation>
    </message>
    <message>
        <source>Line of the endif/endloop where the lanes rejoin</source>
        <translation>通道重新汇合处的 endif/endloop 所在行</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DockExporter</name>
    <message>
        <source>Save as PNG image…</source>
        <translation>另存为 PNG 图像…</translation>
    </message>
    <message>
        <source>Save as SVG drawing…</source>
        <translation>另存为 SVG 矢量图…</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>另存为 CSV…</translation>
    </message>
    <message>
        <source>Save as Chrome trace (JSON)…</source>
        <translation>另存为 Chrome 跟踪文件(JSON)…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>逗号分隔值 (*.csv)</translation>
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation>Chrome 跟踪文件 (*.json)</translation>
    </message>
    <message>
        <source>Nothing to export.</source>
        <translation>没有可导出的内容。</translation>
    </message>
    <message>
        <source>%1 cannot be saved in that format.</source>
        <translation>%1 无法以该格式保存。</translation>
    </message>
    <message>
        <source>The timeline is empty: run the kernel with the timeline analysis on.</source>
        <translation>时间线为空:请在启用时间线分析的情况下运行内核。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DockTitleBar</name>
    <message>
        <source>Export and view options</source>
        <translation>导出与视图选项</translation>
    </message>
    <message>
        <source>Float or dock</source>
        <translation>浮动或停靠</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>wave::widgets::Document</name>
    <message>
        <source>%1 (disassembly)</source>
        <translation>%1(反汇编)</translation>
    </message>
    <message>
        <source>%1 (not saved yet)</source>
        <translation>%1(尚未保存)</translation>
    </message>
    <message>
        <source>Disassembly of %1</source>
        <translation>%1 的反汇编</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DocumentFile</name>
    <message>
        <source>Cannot open %1: it is not a WAVE binary (it does not start with the “WAVE” magic).</source>
        <translation>无法打开 %1:它不是 WAVE 二进制文件(不以“WAVE”魔数开头)。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DocumentTabs</name>
    <message>
        <source>untitled %1</source>
        <translation>未命名 %1</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>WAVE files (*.wave *.wbin);;WAVE assembly (*.wave);;WAVE binaries (*.wbin);;All files (*)</source>
        <translation>WAVE 文件 (*.wave *.wbin);;WAVE 汇编 (*.wave);;WAVE 二进制文件 (*.wbin);;所有文件 (*)</translation>
    </message>
    <message>
        <source>WAVE assembly (*.wave);;All files (*)</source>
        <translation>WAVE 汇编 (*.wave);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot save %1: it is open in another tab; close that tab first.</source>
        <translation>无法保存 %1:它已在另一个标签页中打开;请先关闭该标签页。</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation>将 %1 另存为</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
</context>
<context>
    <name>wave::widgets::EncodingLab</name>
    <message>
        <source>&amp;Generations</source>
        <translation>各代(&amp;G)</translation>
    </message>
    <message>
        <source>De&amp;code</source>
        <translation>解码(&amp;C)</translation>
    </message>
    <message>
        <source>No instruction on this line</source>
        <translation>此行没有指令</translation>
    </message>
    <message>
        <source>This line has errors: no encoding</source>
        <translation>此行有错误:无编码</translation>
    </message>
    <message>
        <source>%1 in every layout</source>
        <translation>%1 在每种布局中</translation>
    </message>
    <message>
        <source>The instruction under the cursor in every layout</source>
        <translation>光标处的指令在每种布局中的编码</translation>
    </message>
    <message>
        <source>What a layout cannot encode of the instruction table</source>
        <translation>布局无法编码的指令表条目</translation>
    </message>
    <message>
        <source>Words split into the fields of a layout</source>
        <translation>按布局字段拆分的字</translation>
    </message>
    <message>
        <source>Valida&amp;tion</source>
        <translation>验证(&amp;T)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::EncodingStrip</name>
    <message>
        <source>No instruction on this line</source>
        <translation>此行没有指令</translation>
    </message>
    <message>
        <source>This line has errors: no encoding</source>
        <translation>此行有错误:无编码</translation>
    </message>
    <message>
        <source>%1   %2   bytes %3</source>
        <translation>%1   %2   字节 %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>%1: %2 = %3 (%4)</source>
        <translation>%1:%2 = %3(%4)</translation>
    </message>
    <message>
        <source>no word1 (4-byte instruction)</source>
        <translation>无 word1(4 字节指令)</translation>
    </message>
    <message>
        <source>word%1 = %2</source>
        <translation>word%1 = %2</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleCatalog</name>
    <message>
        <source>%1: the kernel has no header comment (a title line and a paragraph that explains it)</source>
        <translation>%1：该内核没有头部注释（一行标题和一段说明）</translation>
    </message>
    <message>
        <source>%1: no example is listed (expected table rows like &quot;| `name.wave` | what it shows |&quot;)</source>
        <translation>%1：未列出任何示例（应为形如 &quot;| `name.wave` | 演示内容 |&quot; 的表格行）</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleCopies</name>
    <message>
        <source>%1: cannot create the folder for the examples</source>
        <translation>%1：无法创建示例文件夹</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleGallery</name>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Commented kernels, each with a launch configuration ready to run in the debugger. Choose one and open it in a tab.</source>
        <translation>带注释的内核，每个都附有可直接在调试器中运行的启动配置。选择一个并在标签页中打开。</translation>
    </message>
    <message>
        <source>In the debugger</source>
        <translation>在调试器中</translation>
    </message>
    <message>
        <source>Launch configuration</source>
        <translation>启动配置</translation>
    </message>
    <message>
        <source>The same launch from a terminal, after assembling the kernel with wave-asm; the IDE loads it with the example</source>
        <translation>在终端中进行同样的启动（先用 wave-asm 汇编内核）；IDE 会随示例一起加载它</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>Restore the Original…</source>
        <translation>恢复原始版本…</translation>
    </message>
    <message>
        <source>Replace your edited copy with the kernel and launch settings as shipped</source>
        <translation>用随附的内核和启动设置替换您编辑过的副本</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>No example</source>
        <translation>没有示例</translation>
    </message>
    <message>
        <source>Open copies the example to %1, where you can edit and save it.</source>
        <translation>“打开”会把示例复制到 %1，您可以在那里编辑并保存它。</translation>
    </message>
    <message>
        <source>Your copy: %1</source>
        <translation>您的副本：%1</translation>
    </message>
    <message>
        <source>You have edited your copy (%1). Open opens your version; it is never overwritten unless you restore the original.</source>
        <translation>您已编辑过自己的副本（%1）。“打开”会打开您的版本；除非您恢复原始版本，否则它永远不会被覆盖。</translation>
    </message>
    <message>
        <source>Cannot open the example %1: %2</source>
        <translation>无法打开示例 %1：%2</translation>
    </message>
    <message>
        <source>Restore the Original</source>
        <translation>恢复原始版本</translation>
    </message>
    <message>
        <source>Replace your edited copy of “%1” with the original? Your changes to %2 and %3 will be lost.</source>
        <translation>要用原始版本替换您编辑过的“%1”副本吗？您对 %2 和 %3 所做的更改将会丢失。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Cannot restore %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>Restored the original of %1.</source>
        <translation>已恢复 %1 的原始版本。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleListDelegate</name>
    <message>
        <source>edited</source>
        <translation>已编辑</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExplainPresenter</name>
    <message numerus="yes">
        <source>Ready: workgroup (%1,%2,%3), %n wave(s) of %4 lanes. Step to run the first instruction.</source>
        <translation>
            <numerusform>就绪:工作组 (%1,%2,%3),%n 个波,每个波 %4 个通道。单步以执行第一条指令。</numerusform>
        </translation>
    </message>
    <message>
        <source>Edited at step %1: %2.</source>
        <translation>在第 %1 步编辑：%2。</translation>
    </message>
    <message>
        <source>Stopped: %1. %2</source>
        <translation>已停止:%1。%2</translation>
    </message>
    <message>
        <source>Wave %1</source>
        <translation>波 %1</translation>
    </message>
    <message>
        <source>%1 has finished</source>
        <translation>%1 已完成</translation>
    </message>
    <message>
        <source>%1 next: pc 0x%2</source>
        <translation>%1 下一条:PC 0x%2</translation>
    </message>
    <message>
        <source>%1 next: line %2</source>
        <translation>%1 下一条:第 %2 行</translation>
    </message>
    <message>
        <source>%1 next: line %2 → %3</source>
        <translation>%1 下一条:第 %2 行 → %3</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExplainView</name>
    <message>
        <source>Start a debug session to see what each step does.</source>
        <translation>启动调试会话,即可查看每一步的作用。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FieldRowsView</name>
    <message>
        <source>Cannot encode: %1</source>
        <translation>无法编码：%1</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>没有可显示的内容</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FileChangedBar</name>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的版本</translation>
    </message>
    <message>
        <source>%1 was deleted on disk. Your unsaved edits are only in this buffer: save them to keep them.</source>
        <translation>%1 已在磁盘上被删除。未保存的编辑只存在于此缓冲区中:请保存以保留它们。</translation>
    </message>
    <message>
        <source>%1 was deleted on disk.</source>
        <translation>%1 已在磁盘上被删除。</translation>
    </message>
    <message>
        <source>%1 changed on disk, and this buffer has unsaved edits. Reloading discards your edits.</source>
        <translation>%1 已在磁盘上更改,而此缓冲区有未保存的编辑。重新加载将丢弃您的编辑。</translation>
    </message>
    <message>
        <source>%1 changed on disk.</source>
        <translation>%1 已在磁盘上更改。</translation>
    </message>
    <message>
        <source>Reload (discard mine)</source>
        <translation>重新加载(丢弃我的版本)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FileIo</name>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>无法打开 %1:它是一个文件夹。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1:%2</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is too large (%2 MiB; the limit is %3 MiB).</source>
        <translation>无法打开 %1:文件太大(%2 MiB;上限为 %3 MiB)。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1:%2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1:%2</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not UTF-8 text (invalid byte 0x%2 at offset %3).</source>
        <translation>无法打开 %1:它不是 UTF-8 文本(偏移 %3 处有无效字节 0x%2)。</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道 (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>Cannot open %1: it is %2, not a regular file.</source>
        <translation>无法打开 %1：它是%2，不是普通文件。</translation>
    </message>
    <message>
        <source>Cannot open %1: it contains a NUL byte at offset %2, so it is not WAVE source text. The file was not opened and is unchanged.</source>
        <translation>无法打开 %1：它在偏移 %2 处含有 NUL 字节，因此不是 WAVE 源代码。文件未被打开，保持不变。</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊文件</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>要查找的文本</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配 (F3)</translation>
    </message>
    <message>
        <source>Match &amp;case</source>
        <translation>区分大小写(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Whole word</source>
        <translation>全字匹配(&amp;W)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>替换：</translation>
    </message>
    <message>
        <source>Replacement</source>
        <translation>替换文本</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>全部替换(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n occurrence(s)</source>
        <translation>
            <numerusform>已替换 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>No match</source>
        <translation>无匹配</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2, search wrapped</source>
        <translation>第 %1 个，共 %2 个，已从头继续搜索</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FocusSelector</name>
    <message>
        <source>The workgroup that runs now (workgroups run one after another)</source>
        <translation>当前运行的工作组(工作组依次运行)</translation>
    </message>
    <message>
        <source>The focused wave: the one a wave step runs and the registers show</source>
        <translation>聚焦的波:波单步执行的、寄存器视图显示的那个波</translation>
    </message>
    <message>
        <source>The focused lane</source>
        <translation>聚焦的通道</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>波</translation>
    </message>
    <message>
        <source>Workgroup</source>
        <translation>工作组</translation>
    </message>
    <message>
        <source>A step runs one instruction of the focused wave, or one instruction of every ready wave of the workgroup</source>
        <translation>一步执行聚焦波的一条指令,或工作组中每个就绪波的各一条指令</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>(%1,%2,%3) · %4 of %5</source>
        <translation>(%1,%2,%3) · 第 %4 个,共 %5 个</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>Next &amp;Wave</source>
        <translation>下一个波(&amp;W)</translation>
    </message>
    <message>
        <source>Previous W&amp;ave</source>
        <translation>上一个波(&amp;A)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Lane</source>
        <translation>下一个通道(&amp;X)</translation>
    </message>
    <message>
        <source>Previous &amp;Lane</source>
        <translation>上一个通道(&amp;L)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::GoToLineBar</name>
    <message>
        <source>line or line:column</source>
        <translation>行 或 行:列</translation>
    </message>
    <message>
        <source>Line (1–%1):</source>
        <translation>行 (1–%1)：</translation>
    </message>
    <message>
        <source>“%1” is not a line number (type LINE or LINE:COLUMN)</source>
        <translation>“%1”不是行号（请输入 行 或 行:列）</translation>
    </message>
    <message>
        <source>Lines start at 1</source>
        <translation>行号从 1 开始</translation>
    </message>
    <message numerus="yes">
        <source>Line %1 is past the end: the file has %n line(s)</source>
        <translation>
            <numerusform>第 %1 行超出末尾：文件共有 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns start at 1</source>
        <translation>列号从 1 开始</translation>
    </message>
</context>
<context>
    <name>wave::widgets::HeatmapCells</name>
    <message>
        <source>Reads</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Reads + writes</source>
        <translation>读取 + 写入</translation>
    </message>
    <message>
        <source>Bank conflicts</source>
        <translation>存储体冲突</translation>
    </message>
    <message>
        <source>0x%1 · bank %2 · row %3</source>
        <translation>0x%1 · 存储体 %2 · 行 %3</translation>
    </message>
    <message>
        <source>word 0x%1:</source>
        <translation>字 0x%1:</translation>
    </message>
    <message>
        <source>value %1 = %2 (u32) = %3 (f32)</source>
        <translation>值 %1 = %2 (u32) = %3 (f32)</translation>
    </message>
    <message>
        <source>reads %1 · writes %2 · atomics %3</source>
        <translation>读取 %1 · 写入 %2 · 原子 %3</translation>
    </message>
    <message>
        <source>last written by wave %1, lane %2, line %3</source>
        <translation>最后由波 %1、通道 %2 在第 %3 行写入</translation>
    </message>
    <message>
        <source>worst bank conflict: degree %1, by line %2 (pc %3, wave %4; its worst anywhere: %5)</source>
        <translation>最严重的存储体冲突：度 %1，来自第 %2 行（pc %3，波 %4；该指令在各处的最严重值：%5）</translation>
    </message>
    <message>
        <source>race: line %1 (wave %2, lane %3) and line %4 (wave %5, lane %6)</source>
        <translation>竞争:第 %1 行(波 %2,通道 %3)与第 %4 行(波 %5,通道 %6)</translation>
    </message>
    <message>
        <source>changed by the last step</source>
        <translation>在上一步中被更改</translation>
    </message>
</context>
<context>
    <name>wave::widgets::HelpWindow</name>
    <message>
        <source>WAVE Studio Help</source>
        <translation>WAVE Studio 帮助</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>ISA Reference</source>
        <translation>ISA 参考</translation>
    </message>
    <message>
        <source>Search (Enter: next, Shift+Enter: previous)</source>
        <translation>搜索(Enter:下一个,Shift+Enter:上一个)</translation>
    </message>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>此构建中缺少用户指南。</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 处匹配</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::InitialRegistersEditor</name>
    <message>
        <source>Register</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Before every workgroup, every thread gets this register (wave-emu --set-reg REG:VALUE; REG 0-255, VALUE decimal or 0x hex, low 32 bits)</source>
        <translation>每个工作组开始前,每个线程都会获得此寄存器值(wave-emu --set-reg REG:VALUE;REG 为 0-255,VALUE 为十进制或 0x 十六进制,取低 32 位)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add an initial register</source>
        <translation>添加初始寄存器</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected initial registers</source>
        <translation>移除所选的初始寄存器</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LaneRegistersModel</name>
    <message>
        <source>&quot;%1&quot; is not a %2 value: r%3 of wave %4 lane %5 is unchanged.</source>
        <translation>“%1”不是有效的 %2 值：波 %4 通道 %5 的 r%3 保持不变。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LaneRegistersView</name>
    <message>
        <source>Show r%1 as</source>
        <translation>r%1 显示为</translation>
    </message>
    <message>
        <source>Show all waves</source>
        <translation>显示所有波</translation>
    </message>
    <message>
        <source>Show predicates p0–p3</source>
        <translation>显示谓词 p0–p3</translation>
    </message>
    <message>
        <source>Show the active mask</source>
        <translation>显示活动掩码</translation>
    </message>
    <message>
        <source>No workgroup is running</source>
        <translation>没有正在运行的工作组</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LaunchConfigPanel</name>
    <message>
        <source>The kernel to run (wave-emu --kernel)</source>
        <translation>要运行的内核(wave-emu --kernel)</translation>
    </message>
    <message>
        <source>&amp;Kernel:</source>
        <translation>内核(&amp;K):</translation>
    </message>
    <message>
        <source>Workgroups in the grid (wave-emu --grid X,Y,Z)</source>
        <translation>网格中的工作组数(wave-emu --grid X,Y,Z)</translation>
    </message>
    <message>
        <source>Threads per workgroup (wave-emu --workgroup X,Y,Z)</source>
        <translation>每个工作组的线程数(wave-emu --workgroup X,Y,Z)</translation>
    </message>
    <message>
        <source>&amp;Grid:</source>
        <translation>网格(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Workgroup:</source>
        <translation>工作组(&amp;W):</translation>
    </message>
    <message>
        <source>Registers per thread (wave-emu --registers)</source>
        <translation>每个线程的寄存器数(wave-emu --registers)</translation>
    </message>
    <message>
        <source>&amp;Registers:</source>
        <translation>寄存器(&amp;R):</translation>
    </message>
    <message>
        <source>Local memory per workgroup in bytes (wave-emu --local-memory)</source>
        <translation>每个工作组的局部内存字节数(wave-emu --local-memory)</translation>
    </message>
    <message>
        <source>&amp;Local memory (bytes):</source>
        <translation>局部内存(字节)(&amp;L):</translation>
    </message>
    <message>
        <source>Device memory in bytes (wave-emu --device-memory)</source>
        <translation>设备内存字节数(wave-emu --device-memory)</translation>
    </message>
    <message>
        <source>Scheduler steps per workgroup before the run stops, 0 = unlimited (wave-emu --max-instructions)</source>
        <translation>每个工作组在运行停止前的调度步数,0 = 不限(wave-emu --max-instructions)</translation>
    </message>
    <message>
        <source>&amp;Instruction limit:</source>
        <translation>指令上限(&amp;I):</translation>
    </message>
    <message>
        <source>Initial registers:</source>
        <translation>初始寄存器:</translation>
    </message>
    <message>
        <source>Initial memory:</source>
        <translation>初始内存:</translation>
    </message>
    <message>
        <source>The same launch from a terminal (run it in the source&apos;s folder after assembling with wave-asm)</source>
        <translation>在终端中进行相同的启动(用 wave-asm 汇编后,在源文件所在文件夹中运行)</translation>
    </message>
    <message>
        <source>Command line:</source>
        <translation>命令行:</translation>
    </message>
    <message>
        <source>enter a number</source>
        <translation>请输入数字</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <translation>%1 太大(最大为 %2)</translation>
    </message>
    <message>
        <source>First kernel (default)</source>
        <translation>第一个内核(默认)</translation>
    </message>
    <message>
        <source>%1 (kernel %2)</source>
        <translation>%1(内核 %2)</translation>
    </message>
    <message>
        <source>Not used: the kernel declares .workgroup_size %1,%2,%3</source>
        <translation>未使用:内核声明了 .workgroup_size %1,%2,%3</translation>
    </message>
    <message>
        <source>Not used: the kernel declares %1 registers</source>
        <translation>未使用:内核声明了 %1 个寄存器</translation>
    </message>
    <message>
        <source>Not used: the kernel declares .local_memory %1</source>
        <translation>未使用:内核声明了 .local_memory %1</translation>
    </message>
    <message>
        <source>no program assembled yet</source>
        <translation>尚未汇编任何程序</translation>
    </message>
    <message>
        <source>Device &amp;profile:</source>
        <translation>设备配置(&amp;P)：</translation>
    </message>
    <message>
        <source>W&amp;ave width:</source>
        <translation>波宽度(&amp;A):</translation>
    </message>
    <message>
        <source>Sched&amp;ule:</source>
        <translation>调度(&amp;U)：</translation>
    </message>
    <message>
        <source>Devi&amp;ce memory (bytes):</source>
        <translation>设备内存(字节)(&amp;C):</translation>
    </message>
    <message>
        <source>Lanes per wave, 1 to %1 (wave-emu --wave-width)</source>
        <translation>每个波的通道数,1 到 %1(wave-emu --wave-width)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LineEndingBar</name>
    <message>
        <source>Keep as is</source>
        <translation>保持原样</translation>
    </message>
    <message>
        <source>%1 has mixed line endings (%2). New lines use %3, the most common; the other lines keep theirs.</source>
        <translation>%1 的换行符混杂（%2）。新行使用最常见的 %3；其他行保持原样。</translation>
    </message>
    <message>
        <source>Convert all to %1</source>
        <translation>全部转换为 %1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LineEndings</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ListingView</name>
    <message numerus="yes">
        <source>; No listing: the source has %n error(s).</source>
        <translation>
            <numerusform>; 无清单:源代码有 %n 个错误。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; Out of date: the source has %n error(s).</source>
        <translation>
            <numerusform>; 已过时:源代码有 %n 个错误。</numerusform>
        </translation>
    </message>
    <message>
        <source>; Cannot list the program: %1</source>
        <translation>; 无法列出程序:%1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LocalMemoryHeatmapView</name>
    <message>
        <source>untouched</source>
        <translation>未访问</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>race</source>
        <translation>竞争</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>存储体</translation>
    </message>
    <message>
        <source>No local memory</source>
        <translation>无局部内存</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LocalMemoryPanel</name>
    <message>
        <source>%1 bytes · %2 banks × %3 B</source>
        <translation>%1 字节 · %2 个存储体 × %3 B</translation>
    </message>
    <message>
        <source> · worst conflict %1-way</source>
        <translation> · 最严重冲突 %1 路</translation>
    </message>
    <message>
        <source> · no bank conflicts</source>
        <translation> · 无存储体冲突</translation>
    </message>
    <message>
        <source>What the heatmap&apos;s colours show</source>
        <translation>热图颜色所表示的内容</translation>
    </message>
    <message>
        <source>Worst, Avg:</source>
        <translation>最差、平均：</translation>
    </message>
</context>
<context>
    <name>wave::widgets::MaskStripView</name>
    <message>
        <source>wave %1</source>
        <translation>波 %1</translation>
    </message>
    <message>
        <source>No workgroup is running</source>
        <translation>没有正在运行的工作组</translation>
    </message>
    <message>
        <source>wave %1, lane %2: %3
%4</source>
        <translation>波 %1,通道 %2:%3
%4</translation>
    </message>
    <message>
        <source>Before the last step: %1</source>
        <translation>上一步之前:%1</translation>
    </message>
    <message>
        <source>changed by the last step</source>
        <translation>被上一步更改</translation>
    </message>
</context>
<context>
    <name>wave::widgets::MemoryDiffModel</name>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>%1
(reference)</source>
        <translation>%1
(参考)</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
</context>
<context>
    <name>wave::widgets::MemoryFillsEditor</name>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Device memory starts zeroed; then every zero fill, every iota fill (value i × scale) and every file is applied, in this order (wave-emu --fill-zero, --fill-iota, --arg)</source>
        <translation>设备内存初始为零;然后依次应用所有零填充、所有 iota 填充(值为 i × 比例)和所有文件(wave-emu --fill-zero、--fill-iota、--arg)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a memory fill</source>
        <translation>添加内存填充</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected memory fills</source>
        <translation>移除所选的内存填充</translation>
    </message>
    <message>
        <source>Applied in wave-emu&apos;s order: zero fills, then iota fills, then files. Addresses are decimal or 0x hex; files are relative to the source&apos;s folder.</source>
        <translation>按 wave-emu 的顺序应用:先零填充,再 iota 填充,最后是文件。地址为十进制或 0x 十六进制;文件路径相对于源文件所在文件夹。</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>零</translation>
    </message>
    <message>
        <source>Iota</source>
        <translation>Iota</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <source>Initial memory contents</source>
        <translation>初始内存内容</translation>
    </message>
</context>
<context>
    <name>wave::widgets::OccupancyPanel</name>
    <message>
        <source>Occupancy</source>
        <translation>占用率</translation>
    </message>
    <message>
        <source>no program assembled yet</source>
        <translation>尚未汇编任何程序</translation>
    </message>
    <message>
        <source>What if (changes neither the source nor the launch)</source>
        <translation>假如(不改变源代码和启动设置)</translation>
    </message>
    <message>
        <source>Registers per thread to try instead of the kernel&apos;s .registers</source>
        <translation>代替内核 .registers 试用的每线程寄存器数</translation>
    </message>
    <message>
        <source>Threads per workgroup (x × y × z) to try instead of the launch&apos;s workgroup size; only their number matters to occupancy</source>
        <translation>代替启动的工作组大小试用的每工作组线程数(x × y × z);对占用率只有其数量有影响</translation>
    </message>
    <message>
        <source>Local memory per workgroup in bytes to try instead of the kernel&apos;s .local_memory</source>
        <translation>代替内核 .local_memory 试用的每工作组局部内存字节数</translation>
    </message>
    <message>
        <source>Registers per &amp;thread:</source>
        <translation>每线程寄存器(&amp;T):</translation>
    </message>
    <message>
        <source>Threads per workgr&amp;oup:</source>
        <translation>每工作组线程(&amp;O):</translation>
    </message>
    <message>
        <source>Local &amp;memory (bytes):</source>
        <translation>局部内存(字节)(&amp;M):</translation>
    </message>
    <message>
        <source>Re&amp;set to the launch</source>
        <translation>重置为启动值(&amp;S)</translation>
    </message>
    <message>
        <source>Back to the kernel&apos;s and the launch&apos;s values</source>
        <translation>恢复为内核和启动的值</translation>
    </message>
    <message>
        <source>Occupancy is shown once the launch can run: %1</source>
        <translation>启动可以运行后才显示占用率:%1</translation>
    </message>
    <message>
        <source>These are the launch&apos;s values: change one to see its effect.</source>
        <translation>这些是启动的值:改变其中一个以查看效果。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityDiffPanel</name>
    <message>
        <source>Click a cell of the grid to compare its run with the reference run.</source>
        <translation>点击网格中的单元格,将其运行与参考运行比较。</translation>
    </message>
    <message>
        <source>&amp;Only differing words</source>
        <translation>仅不同的字(&amp;O)</translation>
    </message>
    <message>
        <source>Last writers of the first differing words:</source>
        <translation>最先不同的字的最后写入者:</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>%1: %2. A run that did not complete has no memory to compare.</source>
        <translation>%1:%2。未完成的运行没有可比较的内存。</translation>
    </message>
    <message>
        <source>%1 is the reference run.</source>
        <translation>%1 是参考运行。</translation>
    </message>
    <message>
        <source>%1 leaves the same %2 as the reference run %3.</source>
        <translation>%1 留下的 %2 与参考运行 %3 相同。</translation>
    </message>
    <message numerus="yes">
        <source>%1 against the reference run %2: %n word(s) of %3 differ.</source>
        <translation>
            <numerusform>%1 相对参考运行 %2:%3 中有 %n 个字不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>Finding the last writers…</source>
        <translation>正在查找最后写入者…</translation>
    </message>
    <message>
        <source>The source or the launch settings changed since this run: run the matrix again to debug a run of the current code</source>
        <translation>此次运行后源代码或启动设置已改变:请重新运行矩阵以调试当前代码的运行</translation>
    </message>
    <message>
        <source>Start a debug session with this run&apos;s device profile and schedule and a write watchpoint on the first differing word</source>
        <translation>以此运行的设备配置和调度启动调试会话,并在第一个不同的字上设置写监视点</translation>
    </message>
    <message>
        <source>Cancelled: click the cell again to find the last writers.</source>
        <translation>已取消:再次点击单元格以查找最后写入者。</translation>
    </message>
    <message>
        <source>Word / run / last writer</source>
        <translation>字 / 运行 / 最后写入者</translation>
    </message>
    <message>
        <source>De&amp;bug this run</source>
        <translation>调试此运行(&amp;B)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityGridModel</name>
    <message>
        <source>Not run: the matrix was cancelled</source>
        <translation>未运行:矩阵已取消</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Wave schedule %1</source>
        <translation>波调度 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityView</name>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the current document&apos;s launch under every device profile and schedule and compare the results</source>
        <translation>在每个设备配置和调度下运行当前文档的启动并比较结果</translation>
    </message>
    <message>
        <source>Random &amp;schedules:</source>
        <translation>随机调度(&amp;S):</translation>
    </message>
    <message>
        <source>0: round robin only; N: round robin, reverse, barrier-run and random:1 to random:N (wave-emu --schedules N)</source>
        <translation>0:仅轮转;N:轮转、reverse、barrier-run 以及 random:1 到 random:N(wave-emu --schedules N)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v / %m 次运行</translation>
    </message>
    <message>
        <source>Run compares the results of every device profile and schedule.</source>
        <translation>“运行”会比较每个设备配置和调度的结果。</translation>
    </message>
    <message>
        <source>This matrix is of %1, not of the current document.</source>
        <translation>此矩阵属于 %1,而非当前文档。</translation>
    </message>
    <message>
        <source>The source changed since this run: the results below are of the code as it was.</source>
        <translation>此次运行后源代码已改变:下面的结果属于当时的代码。</translation>
    </message>
    <message>
        <source>The launch settings changed since this run: the results below are of the settings as they were.</source>
        <translation>此次运行后启动设置已改变:下面的结果属于当时的设置。</translation>
    </message>
    <message>
        <source>Cannot run the portability matrix: %1</source>
        <translation>无法运行可移植性矩阵:%1</translation>
    </message>
    <message>
        <source>Cannot run the portability matrix: no device profile could be read</source>
        <translation>无法运行可移植性矩阵:无法读取任何设备配置</translation>
    </message>
    <message numerus="yes">
        <source>Running %n launch(es)…</source>
        <translation>
            <numerusform>正在运行 %n 次启动…</numerusform>
        </translation>
    </message>
    <message>
        <source>The portability matrix failed: %1</source>
        <translation>可移植性矩阵失败:%1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s).</source>
        <translation>
            <numerusform>在 %n 次运行后取消。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n run(s) agree: the kernel is portable across these profiles and schedules.</source>
        <translation>
            <numerusform>全部 %n 次运行一致:内核在这些配置和调度间可移植。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different results: the kernel is not portable.</source>
        <translation>
            <numerusform>%n 种不同结果:内核不可移植。</numerusform>
        </translation>
    </message>
    <message>
        <source>Compared: %1.</source>
        <translation>已比较:%1。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ProblemsModel</name>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ProblemsView</name>
    <message>
        <source>No problems</source>
        <translation>没有问题</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ProfileSchedulePicker</name>
    <message>
        <source>Device profile (wave-emu --profile): its wave width replaces the wave width above</source>
        <translation>设备配置（wave-emu --profile）：其波宽度取代上面的波宽度</translation>
    </message>
    <message>
        <source>None (the wave width above)</source>
        <translation>无（使用上面的波宽度）</translation>
    </message>
    <message>
        <source>%1 (%2 lanes)</source>
        <translation>%1（%2 个通道）</translation>
    </message>
    <message>
        <source>%1
wave width %2, register file %3 registers, local memory %4 bytes per core, at most %5 waves per core%6</source>
        <translation>%1
波宽度 %2，寄存器堆 %3 个寄存器，每核局部内存 %4 字节，每核最多 %5 个波%6</translation>
    </message>
    <message>
        <source>Order of the waves (wave-emu --schedule): round-robin is the reference&apos;s; random:SEED, reverse and barrier-run show whether results depend on it</source>
        <translation>波的执行顺序（wave-emu --schedule）：round-robin 与参考实现一致；random:SEED、reverse 和 barrier-run 用于检查结果是否依赖顺序</translation>
    </message>
</context>
<context>
    <name>wave::widgets::RaceText</name>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>原子操作</translation>
    </message>
    <message>
        <source>%1 by wave %2 lane %3 at line %4</source>
        <translation>%1(波 %2,通道 %3,第 %4 行)</translation>
    </message>
    <message>
        <source>%1 by workgroup %2 wave %3 lane %4 at line %5</source>
        <translation>%1：工作组 %2、波 %3、通道 %4，第 %5 行</translation>
    </message>
</context>
<context>
    <name>wave::widgets::RegistersDockControl</name>
    <message>
        <source>The register was not changed: %1</source>
        <translation>寄存器未更改：%1</translation>
    </message>
    <message numerus="yes">
        <source>No comparison with %n step(s) ago: %1</source>
        <translation>
            <numerusform>无法与 %n 步之前比较：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Highlight the registers that differ from the state N steps ago instead of the changes since the previous stop.</source>
        <translation>突出显示与 N 步之前的状态不同的寄存器，而不是自上次停止以来的更改。</translation>
    </message>
    <message>
        <source>Global steps back (wave-instructions of the workgroup).</source>
        <translation>回退的全局步数（工作组的波指令数）。</translation>
    </message>
    <message>
        <source>steps ago</source>
        <translation>步之前</translation>
    </message>
</context>
<context>
    <name>wave::widgets::SessionController</name>
    <message>
        <source>The kernel is running: pause it first.</source>
        <translation>内核正在运行：请先暂停。</translation>
    </message>
    <message>
        <source>No kernel is running.</source>
        <translation>没有正在运行的内核。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::SessionWorker</name>
    <message>
        <source>No kernel is running.</source>
        <translation>没有正在运行的内核。</translation>
    </message>
    <message>
        <source>The kernel is running: pause it first.</source>
        <translation>内核正在运行：请先暂停。</translation>
    </message>
    <message>
        <source>not enough memory for this launch (its local or device memory, history or analyses); the session was stopped</source>
        <translation>内存不足，无法运行此次启动（其局部内存或设备内存、历史记录或分析）；会话已停止</translation>
    </message>
</context>
<context>
    <name>wave::widgets::StaleBanner</name>
    <message>
        <source>Run a&amp;gain</source>
        <translation>重新运行(&amp;G)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::StatisticsView</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>Instruction mix</source>
        <translation>指令构成</translation>
    </message>
    <message>
        <source>wave-instructions issued</source>
        <translation>已发射的波指令</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>SIMD efficiency</source>
        <translation>SIMD 效率</translation>
    </message>
    <message>
        <source>%1 lanes active per instruction on average</source>
        <translation>平均每条指令 %1 个活动通道</translation>
    </message>
    <message>
        <source>lanes busy</source>
        <translation>通道忙碌率</translation>
    </message>
    <message>
        <source>divergent branches</source>
        <translation>分歧分支</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>屏障</translation>
    </message>
    <message>
        <source>barrier releases</source>
        <translation>屏障释放次数</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>%1 wave-steps · %2</source>
        <translation>%1 个波步 · %2</translation>
    </message>
    <message>
        <source>Bank conflicts</source>
        <translation>存储体冲突</translation>
    </message>
    <message>
        <source>%1-way</source>
        <translation>%1 路</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>worst degree; 1 means conflict-free</source>
        <translation>最严重程度;1 表示无冲突</translation>
    </message>
    <message>
        <source>conflicted instr.</source>
        <translation>有冲突的指令</translation>
    </message>
    <message>
        <source>extra bank cycles</source>
        <translation>额外存储体周期</translation>
    </message>
    <message>
        <source>Memory traffic</source>
        <translation>内存流量</translation>
    </message>
    <message>
        <source>bytes moved by lanes</source>
        <translation>通道传输的字节数</translation>
    </message>
    <message>
        <source>%1 · %2 accesses</source>
        <translation>%1 · %2 次访问</translation>
    </message>
    <message>
        <source>local loads</source>
        <translation>局部加载</translation>
    </message>
    <message>
        <source>local stores</source>
        <translation>局部存储</translation>
    </message>
    <message>
        <source>local atomics</source>
        <translation>局部原子操作</translation>
    </message>
    <message>
        <source>device loads</source>
        <translation>设备加载</translation>
    </message>
    <message>
        <source>device stores</source>
        <translation>设备存储</translation>
    </message>
    <message>
        <source>device atomics</source>
        <translation>设备原子操作</translation>
    </message>
    <message>
        <source>not recorded: enable the bank-conflict analysis</source>
        <translation>未记录:请启用存储体冲突分析</translation>
    </message>
    <message>
        <source>No statistics yet</source>
        <translation>暂无统计信息</translation>
    </message>
</context>
<context>
    <name>wave::widgets::TimelineView</name>
    <message>
        <source>step %1: click or drag to travel there</source>
        <translation>第 %1 步:单击或拖动以跳转到此处</translation>
    </message>
    <message>
        <source>wave %1 · step %2</source>
        <translation>波 %1 · 第 %2 步</translation>
    </message>
    <message>
        <source>waits at the barrier at line %1 (steps %2–%3)</source>
        <translation>在第 %1 行的屏障处等待(第 %2–%3 步)</translation>
    </message>
    <message>
        <source>%1 instructions from line %2 (steps %3–%4), %5% of lanes active</source>
        <translation>从第 %2 行起的 %1 条指令(第 %3–%4 步),%5% 的通道处于活动状态</translation>
    </message>
    <message>
        <source>divergence</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>reconvergence</source>
        <translation>重新汇合</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ValidationPage</name>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Why it does not fit</source>
        <translation>无法容纳的原因</translation>
    </message>
    <message>
        <source>Overlap (%1)</source>
        <translation>重叠 (%1)</translation>
    </message>
    <message>
        <source>Unused bits (%1)</source>
        <translation>未使用的位 (%1)</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 variants of the instruction table cannot be encoded.</source>
        <translation>%1 (%2)：指令表的 %4 个变体中有 %3 个无法编码。</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>布局(&amp;Y):</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ViewDocks</name>
    <message>
        <source>Registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>波</translation>
    </message>
    <message>
        <source>Lane masks</source>
        <translation>通道掩码</translation>
    </message>
    <message>
        <source>Divergence stack</source>
        <translation>分歧栈</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>屏障</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>局部内存</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Explain this step</source>
        <translation>解释这一步</translation>
    </message>
    <message>
        <source>Save selected words as CSV…</source>
        <translation>将所选字另存为 CSV…</translation>
    </message>
    <message>
        <source>Save local memory as CSV…</source>
        <translation>将局部内存另存为 CSV…</translation>
    </message>
    <message>
        <source>Save registers as CSV (selected rows or all)…</source>
        <translation>将寄存器另存为 CSV(所选行或全部)…</translation>
    </message>
    <message>
        <source>Zoom to fit</source>
        <translation>缩放以适应</translation>
    </message>
    <message>
        <source>Show every wave</source>
        <translation>显示每个波</translation>
    </message>
    <message>
        <source>Select the memory rows to export first.</source>
        <translation>请先选择要导出的内存行。</translation>
    </message>
    <message>
        <source>There is no local memory to export.</source>
        <translation>没有可导出的局部内存。</translation>
    </message>
    <message>
        <source>section</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>measure</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>显示值</translation>
    </message>
    <message>
        <source>The editor&apos;s text differs from the code this session runs. The lines named here are where that code&apos;s lines are in the edited text; restart to run the new code.</source>
        <translation>编辑器中的文本与本会话运行的代码不同。此处列出的行是该代码的各行在编辑后文本中的位置；重新启动以运行新代码。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WatchModel</name>
    <message>
        <source>no session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <source>no wave</source>
        <translation>无波</translation>
    </message>
    <message>
        <source>lane %1: %2</source>
        <translation>通道 %1:%2</translation>
    </message>
    <message>
        <source>lanes: none active</source>
        <translation>通道:无活动通道</translation>
    </message>
    <message>
        <source>lanes: all %1 active = %2</source>
        <translation>通道:全部 %1 个活动 = %2</translation>
    </message>
    <message>
        <source>lanes: %1</source>
        <translation>通道:%1</translation>
    </message>
    <message>
        <source>, … (%1 more runs)</source>
        <translation>,…(另有 %1 段)</translation>
    </message>
    <message>
        <source>Add expression…</source>
        <translation>添加表达式…</translation>
    </message>
    <message>
        <source>Does not parse: %1</source>
        <translation>无法解析:%1</translation>
    </message>
    <message>
        <source>The focused lane is inactive: the value reads its registers as they are</source>
        <translation>聚焦的通道处于非活动状态:该值按寄存器的当前内容读取</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <source>Value (focused lane)</source>
        <translation>值(聚焦通道)</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>通道</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WatchRangeDialog</name>
    <message>
        <source>Watch Memory Range</source>
        <translation>监视内存范围</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>局部内存</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>e.g. 0x100 or 256</source>
        <translation>例如 0x100 或 256</translation>
    </message>
    <message>
        <source>bytes, e.g. 64</source>
        <translation>字节数，例如 64</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Read or write</source>
        <translation>读取或写入</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>内存(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Start address:</source>
        <translation>起始地址(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Length (bytes):</source>
        <translation>长度（字节）(&amp;L)：</translation>
    </message>
    <message>
        <source>Stop on &amp;access:</source>
        <translation>触发的访问类型(&amp;A)：</translation>
    </message>
    <message>
        <source>The start address &quot;%1&quot; is not a number: write it in hex (0x100) or decimal (256).</source>
        <translation>起始地址“%1”不是数字：请用十六进制（0x100）或十进制（256）书写。</translation>
    </message>
    <message>
        <source>The length &quot;%1&quot; is not a number of bytes: write it in decimal (64) or hex (0x40).</source>
        <translation>长度“%1”不是字节数：请用十进制（64）或十六进制（0x40）书写。</translation>
    </message>
    <message>
        <source>The length must be at least 1 byte: a range of 0 bytes never matches.</source>
        <translation>长度必须至少为 1 字节：0 字节的范围永远不会匹配。</translation>
    </message>
    <message>
        <source>The range goes past the end of the address space: make it shorter.</source>
        <translation>该范围超出了地址空间的末尾：请将其缩短。</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WatchView</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a watch expression (e.g. r3, r4.f32 * 2, any(p1), lane == 5)</source>
        <translation>添加监视表达式(例如 r3、r4.f32 * 2、any(p1)、lane == 5)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected watch expressions (Delete)</source>
        <translation>移除所选的监视表达式(Delete)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WaveLexer</name>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Directive</source>
        <translation>伪指令</translation>
    </message>
    <message>
        <source>Label definition</source>
        <translation>标签定义</translation>
    </message>
    <message>
        <source>Label reference</source>
        <translation>标签引用</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>谓词</translation>
    </message>
    <message>
        <source>Predicate guard</source>
        <translation>谓词守卫</translation>
    </message>
    <message>
        <source>Special register</source>
        <translation>特殊寄存器</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Memory scope</source>
        <translation>内存作用域</translation>
    </message>
    <message>
        <source>Invalid token</source>
        <translation>无效记号</translation>
    </message>
    <message>
        <source>Arithmetic instruction</source>
        <translation>算术指令</translation>
    </message>
    <message>
        <source>Move instruction</source>
        <translation>传送指令</translation>
    </message>
    <message>
        <source>Matrix instruction</source>
        <translation>矩阵指令</translation>
    </message>
    <message>
        <source>Memory instruction</source>
        <translation>内存指令</translation>
    </message>
    <message>
        <source>Atomic instruction</source>
        <translation>原子指令</translation>
    </message>
    <message>
        <source>Wave instruction</source>
        <translation>波指令</translation>
    </message>
    <message>
        <source>Control-flow instruction</source>
        <translation>控制流指令</translation>
    </message>
    <message>
        <source>Synchronisation instruction</source>
        <translation>同步指令</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WavesModel</name>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>at barrier</source>
        <translation>在屏障处</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>faulted</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Active: %1</source>
        <translation>活动:%1</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>波</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>已发射</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>屏障</translation>
    </message>
    <message>
        <source>Wave-instructions issued by this wave</source>
        <translation>此波发射的波指令数</translation>
    </message>
    <message>
        <source>Barrier arrivals of this wave in this workgroup</source>
        <translation>此波在本工作组中到达屏障的次数</translation>
    </message>
    <message>
        <source>One cell per lane, coloured by why it is on or off</source>
        <translation>每个通道一个单元格,颜色表示其开启或关闭的原因</translation>
    </message>
    <message>
        <source>stopped here</source>
        <translation>停在此处</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WbinConversion</name>
    <message>
        <source>Cannot open %1: it is not a valid WAVE binary: %2</source>
        <translation>无法打开 %1:它不是有效的 WAVE 二进制文件:%2</translation>
    </message>
    <message>
        <source> (field %1 at offset %2)</source>
        <translation>(偏移 %2 处的字段 %1)</translation>
    </message>
    <message>
        <source>Cannot disassemble %1: failed to decode instruction: %2 (file offset %3)</source>
        <translation>无法反汇编 %1:指令解码失败:%2(文件偏移 %3)</translation>
    </message>
    <message>
        <source>; Disassembled from %1 by WAVE Studio; it assembles back to the same bytes.
</source>
        <translation>; 由 WAVE Studio 从 %1 反汇编;重新汇编后得到相同的字节。
</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行,第 %2 列:%3</translation>
    </message>
    <message numerus="yes">
        <source>the buffer has %n error(s) (first: %1); fix them first.</source>
        <translation>
            <numerusform>缓冲区有 %n 个错误(第一个:%1);请先修复。</numerusform>
        </translation>
    </message>
    <message>
        <source>the program is too large for the .wbin container.</source>
        <translation>程序太大,无法放入 .wbin 容器。</translation>
    </message>
</context>
</TS>
