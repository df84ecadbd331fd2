import { describe, expect, it } from '@jest/globals'
import { isCredentialVariable, withoutCredentials } from '../src/process/credentials.js'

describe('the one list of credential variables', () => {
  it('holds the GitHub token, the action inputs and the runner tokens, whatever their case', () => {
    expect(['GITHUB_TOKEN', 'github_token', 'INPUT_GITHUB-TOKEN', 'input_config', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_URL'].filter(isCredentialVariable)).toEqual([
      'GITHUB_TOKEN',
      'github_token',
      'INPUT_GITHUB-TOKEN',
      'input_config',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL'
    ])
    expect(['GITHUB_TOKEN_EXTRA', 'MY_GITHUB_TOKEN', 'GITHUB_SHA', 'PATH', 'NPM_CONFIG_INPUT_X'].filter(isCredentialVariable)).toEqual([])
  })

  it('is what the action and a setup command leave out of the environment', () => {
    const env = { PATH: '/bin', GITHUB_TOKEN: 'ghs_a', 'INPUT_GITHUB-TOKEN': 'ghs_b', ACTIONS_RUNTIME_TOKEN: 'c', GITHUB_SHA: 'abc', UNSET: undefined }
    expect(withoutCredentials(env)).toEqual({ PATH: '/bin', GITHUB_SHA: 'abc' })
  })
})
