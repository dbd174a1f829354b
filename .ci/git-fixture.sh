# Sourced by the report validators that walk a repository: installs what they need, and gives
# `commit DATE MESSAGE`, which commits the work tree dated DATE at noon UTC.
python3 -m pip install --quiet --disable-pip-version-check html5lib check-jsonschema >/dev/null 2>&1 \
    || { python3 -c "import html5lib" && command -v check-jsonschema >/dev/null; }
command -v git >/dev/null || { apt-get update -qq && apt-get install -y -qq git >/dev/null; }

commit() {
    git add -A
    GIT_AUTHOR_DATE="$1T12:00:00Z" GIT_COMMITTER_DATE="$1T12:00:00Z" \
        git -c user.name=t -c user.email=t@example.com commit -q -m "$2"
}
