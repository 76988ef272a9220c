#!/usr/bin/env bash
# check-citations.sh ROOT: the ctest docs.citations. Fails when code, build files or tests cite
# a document the repository does not ship (the spec files kept outside it, or ../shared), or
# cite a docs/reference page or section that does not exist. tests/data is exempt: it holds
# verbatim copies of the reference toolchain's golden set, provenance notes included.
set -u
root=${1:?usage: check-citations.sh ROOT}
cd "$root" || exit 2
status=0

dirs=()
for d in core app widgets tests tools cmake; do [ -d "$d" ] && dirs+=("$d"); done
exempt='^(tests/data/|tests/fuzz/(corpus|regressions)/|tests/docs/check-citations\.sh)'

# 1. Documents outside the repository.
old='(ISA|EXECUTION|COMPATIBILITY|WBIN|ASSEMBLY|CLI|DEFECTS|ARCHITECTURE)\.md|\.\./shared'
if hits=$(grep -rInE "$old" "${dirs[@]}" CMakeLists.txt | grep -vE "$exempt"); then
    echo "$hits" | head -50
    echo "error: $(echo "$hits" | wc -l) line(s) cite documents outside the repository;" \
         "cite the pages of docs/reference instead"
    status=1
fi

# 2. Every cited page exists, and so does every cited section ("§7.4" needs a heading
#    "### 7.4 ..." or "## 7. ..."). A comment may wrap between the page and its section.
while IFS= read -r -d '' hit; do
    location=${hit%%:docs/reference/*}
    cite=${hit#"$location":}
    [[ $location =~ $exempt ]] && continue
    page=${cite%%.md*}.md
    if [ ! -f "$page" ]; then
        echo "$location: cites $page, which does not exist"
        status=1
        continue
    fi
    case $cite in
    *§*)
        section=${cite##*§}
        section=${section%.}
        if ! grep -qE "^#{2,4} ${section//./\\.}(\.| )" "$page"; then
            echo "$location: cites $page §$section, which has no such section"
            status=1
        fi
        ;;
    esac
done < <(grep -rIHPzo 'docs/reference/[a-z-]+\.md`?(\s*(//|#|;)?\s*§[0-9]+(\.[0-9A-Z]+)?)?' \
             "${dirs[@]}" CMakeLists.txt)
exit $status
